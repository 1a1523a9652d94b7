// Ciò che main dice di una connessione, in italiano: indirizzo, note, reindirizzamenti, test di connessione.
import type { connectionEn } from './en';

export const connectionIt: Record<keyof typeof connectionEn, string> = {
  'connection.address.empty': 'Inserire l’indirizzo dell’installazione, ad es. https://shop.example.com',
  'connection.address.noScheme':
    'L’indirizzo non ha uno schema (http:// o https://); inserirlo per intero, ad es. https://shop.example.com',
  'connection.address.noSchemeMeant':
    'L’indirizzo non ha uno schema (http:// o https://): forse si intendeva {address}?',
  'connection.address.notWeb': 'Questo non è un indirizzo web; inserirne uno come https://shop.example.com',
  'connection.address.scheme': 'Sono supportati solo indirizzi http e https, non {scheme}',
  'connection.address.credentials':
    'Togliere nome utente e password dall’indirizzo; usare il campo del token',
  'connection.address.plainHttp':
    'L’http semplice invia il token in chiaro. Usare https, oppure contrassegnare la connessione come non sicura se questa rete è affidabile.',

  'connection.note.token': 'Il token è stato tolto dall’indirizzo incollato; inserirlo nel campo del token.',
  'connection.note.query': 'La stringa di query è stata tolta.',
  'connection.note.apiTail':
    'L’indirizzo terminava con {tail}; Retail Inspector aggiunge da sé i percorsi /api/v2/.',
  'connection.note.slashes':
    '{count, plural, one {La barra finale è stata tolta.} many {Le barre finali sono state tolte.} other {Le barre finali sono state tolte.}}',
  'connection.note.sessionUnsealed':
    'Il token è conservato solo per questa sessione: l’archivio delle chiavi del sistema non l’ha cifrato. Salvarlo di nuovo più tardi.',
  'connection.note.sessionOnly':
    'Il token è conservato solo per questa sessione: questo computer non può memorizzarlo in modo sicuro.',

  'connection.redirect.otherHost':
    'L’installazione ha reindirizzato a {origin}; non seguito, per tenere il token sull’host a cui appartiene.',
  'connection.redirect.loop': 'Più di {max} reindirizzamenti; probabilmente l’indirizzo gira in tondo.',

  'connection.test.infoFaults':
    '{faults}. Il pannello Installazione mostra ciascuna come ricevuta, con il motivo.',
  'connection.test.categoryFaults':
    '{faulty, plural, one {# di {total, plural, one {# categoria} many {# categorie} other {# categorie}} non è conforme} many {# di {total, plural, one {# categoria} many {# categorie} other {# categorie}} non sono conformi} other {# di {total, plural, one {# categoria} many {# categorie} other {# categorie}} non sono conformi}} alla specifica. Il pannello Categorie mostra ogni riga come ricevuta, con i valori errati evidenziati.',
};

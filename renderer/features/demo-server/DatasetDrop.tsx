// Dropping a dataset file anywhere on the window opens it on the demo server and shows the Demo
// server view with the outcome. While files are dragged over the window an overlay says what a drop
// does. Window-level listeners, so the drop works from every view; the default (the browser opening
// the file, or Electron navigating to it) is prevented only for drags that carry files.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../store';
import { useOpenDatasetFile } from './useOpenDatasetFile';
import './demo-server.css';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

export function DatasetDrop() {
  const [dragging, setDragging] = useState(false);
  const openFile = useOpenDatasetFile();
  const setView = useAppStore((s) => s.setMainView);

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when it left.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      setView('demo');
      void openFile(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [openFile, setView]);

  if (!dragging) return null;
  // Seen only while dragging with a pointer; the keyboard's way is "Open dataset file…".
  return (
    <div className="dataset-drop" aria-hidden="true">
      <div className="dataset-drop__card">
        <p className="dataset-drop__title">
          <FormattedMessage id="demo.drop.title" />
        </p>
        <p className="muted">
          <FormattedMessage id="demo.drop.body" />
        </p>
      </div>
    </div>
  );
}

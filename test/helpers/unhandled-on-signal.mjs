// Preloaded into a built command (NODE_OPTIONS=--import) by the tests of the last resort: each
// SIGUSR2 makes an error nothing in the command handles, with UNHANDLED_MESSAGE as its message
// (a token in it proves the line is masked); odd signals throw from the signal's callback
// (uncaughtException), even ones reject a promise nobody awaits (unhandledRejection).
let signals = 0;
process.on('SIGUSR2', () => {
  signals++;
  const error = new Error(`${process.env.UNHANDLED_MESSAGE ?? 'injected'} #${signals}`);
  if (signals % 2 === 0) void Promise.reject(error);
  else throw error;
});

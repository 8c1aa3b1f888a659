/* sigint.c — Ctrl-C becomes a flag the VM polls (KeyboardInterrupt), never a kill. */
#include <signal.h>
#include <string.h>

#include "../vm/base/error.h"
#include "repl.h"

static void on_sigint(int sig) {
  (void)sig;
  rt_interrupted = 1;
}

void repl_install_sigint(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  /* No SA_RESTART: the REPL's select() must return EINTR so a Ctrl-C while typing is seen. */
  sa.sa_flags = 0;
  sigaction(SIGINT, &sa, NULL);
}

/* sigint.c — Ctrl-C becomes a flag the VM polls (KeyboardInterrupt), never a kill; a program
 * that the KeyboardInterrupt ends exits through SIGINT, as CPython's. */
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/error.h"
#include "repl.h"

static void on_sigint(int sig) {
  (void)sig;
  rt_interrupted = 1;
}

/* As CPython: a SIGINT that the process started with ignored (a background job of a script,
 * `trap '' INT`) stays ignored, so Ctrl-C does not reach the program; a notebook kernel takes it
 * anyway (jupyter_client may start kernels with SIGINT ignored and interrupts them with it, and
 * ipykernel installs its handler regardless). */
void repl_install_sigint(bool even_if_ignored) {
  struct sigaction sa;
  if (!even_if_ignored && sigaction(SIGINT, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN) return;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  /* No SA_RESTART: the REPL's select() must return EINTR so a Ctrl-C while typing is seen. */
  sa.sa_flags = 0;
  sigaction(SIGINT, &sa, NULL);
}

static bool exit_by_sigint;

/* The last exit handler: the output is flushed (exit() would flush it after the handlers), then
 * SIGINT's default action ends the process. Should the signal not end it, exit() goes on with
 * the status the program returned. */
static void end_by_sigint(void) {
  if (!exit_by_sigint) return;
  fflush(NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  kill(getpid(), SIGINT);
}

void repl_exit_by_sigint_install(void) {
  atexit(end_by_sigint);
}

void repl_exit_by_sigint(void) {
  exit_by_sigint = true;
}

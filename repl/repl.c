/* repl.c — the interactive loop on GNU readline: prompts, multi-line blocks, echo of
 * expression values, and Ctrl-C / Ctrl-D handling.
 *
 * Readline runs in its callback mode under our own select() loop, as CPython's readline module
 * does: readline's own signal handlers are off (rl_catch_signals = 0), so Ctrl-C while typing
 * reaches repl/sigint.c's handler, interrupts select() with EINTR, and the half-typed line is
 * discarded here. While code runs the same handler sets rt_interrupted and the VM raises
 * KeyboardInterrupt; the module globals live in the Vm, so every variable survives. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>

#include <readline/readline.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/base/strbuf.h"
#include "repl.h"

typedef enum { READ_LINE, READ_EOF, READ_INTERRUPT } ReadResult;

static const char PS1[] = ">>> ";
static const char PS2[] = "... ";
static const char INPUT_NAME[] = "<stdin>";

/* Set by the readline callback; only valid between install and the callback firing. */
static char *line_read;
static bool line_done;

static void on_line(char *line) {
  line_read = line;
  line_done = true;
  /* Removing the handler here stops readline from redrawing the prompt after Enter. */
  rl_callback_handler_remove();
}

static void discard_typed_line(void) {
  rl_free_line_state();
  rl_callback_sigcleanup();
  rl_cleanup_after_signal();
  rl_callback_handler_remove();
}

/* Read one line with the given prompt; *out is malloc'd (caller frees) on READ_LINE. */
static ReadResult read_line(const char *prompt, char **out) {
  line_read = NULL;
  line_done = false;
  rt_interrupted = 0;
  rt_stdout_flush(); /* the program's output goes before the prompt */
  fflush(stdout);
  rl_callback_handler_install(prompt, on_line);
  int fd = fileno(rl_instream ? rl_instream : stdin);
  while (!line_done) {
    fd_set fds;
    FD_ZERO(&fds);
    FD_SET(fd, &fds);
    if (select(fd + 1, &fds, NULL, NULL, NULL) < 0) {
      if (errno != EINTR) {
        rl_callback_handler_remove();
        return READ_EOF;
      }
      if (rt_interrupted) {
        rt_interrupted = 0;
        discard_typed_line();
        return READ_INTERRUPT;
      }
      continue; /* another signal (e.g. SIGWINCH): keep reading */
    }
    rl_callback_read_char();
  }
  if (!line_read) return READ_EOF;
  *out = line_read;
  return READ_LINE;
}

/* Python keeps reading after a compound statement's header until a blank line; any other
 * input runs as soon as it is complete (an open bracket is closed, say). */
static bool starts_compound_statement(const char *line) {
  static const char *const keywords[] = {"if", "while", "for", "def", "class", "with", "try"};
  while (*line == ' ' || *line == '\t') line++;
  if (*line == '@') return true;
  for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) {
    size_t n = strlen(keywords[i]);
    if (strncmp(line, keywords[i], n) == 0 && (line[n] == ' ' || line[n] == '\t' ||
                                               line[n] == ':' || line[n] == '(')) {
      return true;
    }
  }
  return false;
}

static bool is_blank(const char *s) {
  while (*s == ' ' || *s == '\t') s++;
  return *s == '\0';
}

/* Collect one input (a line or a block) into src. Returns READ_LINE when src is ready to run. */
static ReadResult read_input(StrBuf *src, const char *history) {
  bool block = false;
  for (;;) {
    char *line = NULL;
    ReadResult r = read_line(src->len == 0 ? PS1 : PS2, &line);
    if (r != READ_LINE) return r;
    bool first = src->len == 0;
    bool blank = is_blank(line);
    repl_history_add(history, line);
    if (first && blank) {
      free(line);
      continue;
    }
    if (first && repl_is_meta(line)) {
      rt_sb_puts(src, line);
      free(line);
      return READ_LINE;
    }
    if (first) block = starts_compound_statement(line);
    rt_sb_puts(src, line);
    rt_sb_putc(src, '\n');
    free(line);
    VmInputStatus status = vm_input_status(src->data);
    if (status == VM_INPUT_ERROR) return READ_LINE; /* running it reports the error */
    if (block ? blank : status == VM_INPUT_COMPLETE) return READ_LINE;
  }
}

static void print_banner(void) {
  printf("Weft %s (a Python 3 subset with NumPy). Type :help for commands, Ctrl-D to exit.\n",
         REPL_VERSION);
}

int repl_run(Vm *vm) {
  rl_catch_signals = 0;
  rl_readline_name = "weft";
  char *history = repl_history_path();
  repl_history_load(history);
  repl_install_sigint();
  print_banner();
  StrBuf src;
  rt_sb_init(&src);
  for (;;) {
    ReadResult r = read_input(&src, history);
    if (r == READ_EOF) break;
    if (r == READ_INTERRUPT) {
      fputs("\nKeyboardInterrupt\n", stderr);
    } else if (repl_is_meta(src.data)) {
      repl_meta_run(vm, src.data);
    } else {
      vm_run_source(vm, INPUT_NAME, src.data, true);
    }
    src.len = 0;
  }
  putchar('\n');
  rt_sb_free(&src);
  free(history);
  return 0;
}

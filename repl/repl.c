/* repl.c — the interactive loop on GNU readline: prompts, multi-line blocks, echo of
 * expression values, and Ctrl-C / Ctrl-D handling.
 *
 * Readline runs in its callback mode under our own select() loop, as CPython's readline module
 * does: readline's own signal handlers are off (rl_catch_signals = 0), so Ctrl-C while typing
 * reaches repl/sigint.c's handler, interrupts select() with EINTR, and the half-typed line is
 * discarded here. While code runs the same handler sets rt_interrupted and the VM raises
 * KeyboardInterrupt; the module globals live in the Vm, so every variable survives.
 *
 * A block's next line starts with its indentation already typed (readline's pre-input hook
 * inserts it); the whole input, a block included, is one history entry, and a line holding
 * newlines (a block recalled with Up, a paste, %load's text) runs as soon as it is whole. */
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
/* Text put in the line before the user types: the auto-indent, or a file from %load. */
static char *preset;

static int insert_preset(void) {
  if (preset && *preset) {
    rl_insert_text(preset);
    rl_redisplay();
  }
  free(preset);
  preset = NULL;
  return 0;
}

void repl_preset_input(const char *text) {
  free(preset);
  preset = strdup(text);
}

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

static bool starts_with_word(const char *s, const char *word) {
  size_t n = strlen(word);
  return strncmp(s, word, n) == 0 && (s[n] == '\0' || s[n] == ' ' || s[n] == '\t' ||
                                      s[n] == '(' || s[n] == ';');
}

/* The indentation the next line of a block starts with: the last line's, four more after a
 * line ending in ':' (a comment after it aside), four less after a line that leaves its block
 * (return, pass, break, continue, raise), as IPython does. */
static void next_indent(const char *src, char *out, size_t n) {
  size_t len = strlen(src);
  while (len > 0 && src[len - 1] == '\n') len--;
  size_t start = len;
  while (start > 0 && src[start - 1] != '\n') start--;
  const char *line = src + start;
  int indent = 0;
  while (line[indent] == ' ' || line[indent] == '\t') indent++;
  size_t end = len - start;
  const char *hash = memchr(line, '#', end); /* a '#' in a string is rare enough at a ':' */
  if (hash) end = (size_t)(hash - line);
  while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t')) end--;
  static const char *const leavers[] = {"return", "pass", "break", "continue", "raise"};
  if (end > 0 && line[end - 1] == ':') indent += 4;
  for (size_t i = 0; i < sizeof leavers / sizeof leavers[0]; i++) {
    if (starts_with_word(line + indent, leavers[i])) indent = indent >= 4 ? indent - 4 : 0;
  }
  if ((size_t)indent >= n) indent = (int)n - 1;
  memset(out, ' ', (size_t)indent);
  out[indent] = '\0';
}

/* The whole input as one history entry (a block recalled with Up comes back whole), without
 * the blank line that ended it. */
static void add_to_history(const char *history, const StrBuf *src) {
  size_t len = src->len;
  while (len > 0 && (src->data[len - 1] == '\n' || src->data[len - 1] == ' ' ||
                     src->data[len - 1] == '\t'))
    len--;
  if (len == 0) return;
  char *entry = strndup(src->data, len);
  if (!entry) return;
  repl_history_add(history, entry);
  free(entry);
}

/* Typed (or pasted) code that brings its own indentation after the auto-indent means the
 * indentation it brings: the auto-indent is taken out again. */
static void drop_auto_indent(char **line, const char *indent) {
  size_t n = strlen(indent);
  if (n == 0 || strncmp(*line, indent, n) != 0) return;
  if ((*line)[n] != ' ' && (*line)[n] != '\t') return;
  memmove(*line, *line + n, strlen(*line + n) + 1);
}

/* A pasted, recalled or %load-ed input (it holds newlines) runs at once when it is whole once
 * a blank line closes its last block. */
static bool whole_when_ended(const StrBuf *src) {
  char *closed = malloc(src->len + 2);
  if (!closed) return true;
  memcpy(closed, src->data, src->len);
  strcpy(closed + src->len, "\n");
  VmInputStatus status = vm_input_status(closed);
  free(closed);
  return status != VM_INPUT_INCOMPLETE;
}

/* Collect one input (a line or a block) into src. Returns READ_LINE when src is ready to run.
 * A line holding newlines is a block recalled from history: it runs as soon as it is whole. */
static ReadResult read_input(StrBuf *src) {
  bool block = false;
  for (;;) {
    char *line = NULL;
    char indent[128] = "";
    if (src->len > 0 && block) {
      next_indent(src->data, indent, sizeof indent);
      repl_preset_input(indent);
    }
    ReadResult r = read_line(src->len == 0 ? PS1 : PS2, &line);
    if (r != READ_LINE) return r;
    bool first = src->len == 0;
    bool blank = is_blank(line);
    bool recalled = strchr(line, '\n') != NULL;
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
    else drop_auto_indent(&line, indent);
    rt_sb_puts(src, line);
    rt_sb_putc(src, '\n');
    free(line);
    VmInputStatus status = vm_input_status(src->data);
    if (status == VM_INPUT_ERROR) return READ_LINE; /* an impossible line: its error at once */
    if (recalled && whole_when_ended(src)) return READ_LINE;
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
  rl_pre_input_hook = insert_preset;
  repl_complete_install(vm);
  vm_install_repl_builtins(vm);
  char *history = repl_history_path();
  repl_history_load(history);
  repl_install_sigint(false);
  print_banner();
  StrBuf src;
  rt_sb_init(&src);
  int status = 0;
  for (;;) {
    ReadResult r = read_input(&src);
    if (r == READ_LINE) add_to_history(history, &src);
    if (r == READ_EOF) {
      putchar('\n');
      break;
    }
    if (r == READ_INTERRUPT) {
      fputs("\nKeyboardInterrupt\n", stderr);
    } else if (repl_is_meta(src.data)) {
      repl_meta_run(vm, src.data);
    } else {
      repl_debug_before();
      repl_debug_after(INPUT_NAME, src.data, vm_run_source(vm, INPUT_NAME, src.data, true));
    }
    src.len = 0;
    if (vm_exit_requested(vm, &status)) break; /* exit(), quit(), sys.exit() */
  }
  rt_sb_free(&src);
  free(history);
  return status;
}

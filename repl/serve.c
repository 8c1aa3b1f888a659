/* serve.c — `weft --serve`: one persistent session answering the Jupyter kernel's requests over
 * the framed pipes of serve.h. The module globals live in the Vm, as in the REPL, so every
 * cell sees what the cells before it defined; Ctrl-C (SIGINT, repl/sigint.c) raises
 * KeyboardInterrupt in the running cell and keeps them.
 *
 * The program's fd 1 and fd 2 are pipes into this process: a pump thread turns what arrives
 * into STDOUT/STDERR frames while a cell runs, so output streams to the notebook as it is
 * printed. Frames go out under one lock; before a reply the main thread drains both pipes
 * itself, so every byte a cell wrote is framed before the cell's reply. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/base/strbuf.h"
#include "../vm/plot/plot.h"
#include "repl.h"
#include "serve.h"

enum { PUMP_CHUNK = 65536 };

static int proto_in = -1, proto_out = -1;
static int out_pipe = -1, err_pipe = -1; /* read ends of the program's stdout and stderr */
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;

static bool send_frame(char kind, int n, const char *const *fields, const size_t *lens) {
  return serve_write_frame(proto_out, kind, n, fields, lens);
}

/* Frame whatever is waiting in pipe fd (non-blocking); the caller holds out_lock. */
static void pump_once(int fd, char kind) {
  static char buf[PUMP_CHUNK];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    const char *field = buf;
    size_t len = (size_t)n;
    send_frame(kind, 1, &field, &len);
  }
}

static void *pump_thread(void *unused) {
  (void)unused;
  struct pollfd fds[2] = {{out_pipe, POLLIN, 0}, {err_pipe, POLLIN, 0}};
  for (;;) {
    if (poll(fds, 2, -1) < 0 && errno != EINTR) return NULL;
    pthread_mutex_lock(&out_lock);
    if (fds[0].revents) pump_once(out_pipe, SERVE_STDOUT);
    if (fds[1].revents) pump_once(err_pipe, SERVE_STDERR);
    pthread_mutex_unlock(&out_lock);
    if ((fds[0].revents | fds[1].revents) & (POLLHUP | POLLERR | POLLNVAL)) return NULL;
  }
}

/* The reply to the request being answered, after all the output it caused. */
static void send_reply(int n, const char *const *fields, const size_t *lens) {
  rt_stdout_flush();
  fflush(stdout);
  fflush(stderr);
  pthread_mutex_lock(&out_lock);
  pump_once(out_pipe, SERVE_STDOUT);
  pump_once(err_pipe, SERVE_STDERR);
  send_frame(SERVE_REPLY, n, fields, lens);
  pthread_mutex_unlock(&out_lock);
}

bool serve_active(void) { return proto_out >= 0; }

bool serve_display(const char *mime, const char *data, size_t len) {
  if (proto_out < 0) return false;
  rt_stdout_flush();
  fflush(stdout);
  fflush(stderr);
  const char *fields[2] = {mime, data};
  size_t lens[2] = {strlen(mime), len};
  pthread_mutex_lock(&out_lock);
  pump_once(out_pipe, SERVE_STDOUT); /* what was printed before it comes first */
  pump_once(err_pipe, SERVE_STDERR);
  send_frame(SERVE_DISPLAY, 2, fields, lens);
  pthread_mutex_unlock(&out_lock);
  return true;
}

static void reply_strings(int n, const char *const *fields) {
  size_t lens[8];
  for (int k = 0; k < n; k++) lens[k] = strlen(fields[k]);
  send_reply(n, fields, lens);
}

/* A pipe whose write end becomes fd target; returns the read end (non-blocking). */
static int redirect(int target) {
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) return -1;
  dup2(p[1], target);
  close(p[1]);
  fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_NONBLOCK);
  return p[0];
}

/* The protocol keeps the original stdin and stdout; the program gets /dev/null and pipes. */
static bool setup_fds(void) {
  proto_in = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
  proto_out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  int null = open("/dev/null", O_RDONLY);
  if (proto_in < 0 || proto_out < 0 || null < 0) return false;
  dup2(null, STDIN_FILENO);
  close(null);
  out_pipe = redirect(STDOUT_FILENO);
  err_pipe = redirect(STDERR_FILENO);
  return out_pipe >= 0 && err_pipe >= 0;
}

/* The pump takes no signal: SIGINT and the profiler's timer must reach the main thread. */
static bool start_pump(void) {
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  pthread_t t;
  int rc = pthread_create(&t, NULL, pump_thread, NULL);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (rc == 0) pthread_detach(t);
  return rc == 0;
}

/* ---- execute ---- */

/* A line that is a command to the REPL (`%prof f()`, `:mode sim`): at column 0, as IPython's
 * line magics. */
static bool is_magic_line(const char *line) { return line[0] == '%' || line[0] == ':'; }

/* code with every line outside [from, to) blanked: a piece of a cell runs with the line
 * numbers it has in the cell. */
static char *piece_of(const char *code, const char *from, const char *to) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (const char *p = code; *p; p++) {
    if (p >= from && p < to) rt_sb_putc(&sb, *p);
    else if (*p == '\n') rt_sb_putc(&sb, '\n');
  }
  if (!sb.data) rt_sb_puts(&sb, "");
  return sb.data;
}

static bool only_blank(const char *from, const char *to) {
  for (; from < to; from++) {
    if (*from != ' ' && *from != '\t' && *from != '\n' && *from != '\r') return false;
  }
  return true;
}

/* `%%debug [STATEMENT]` (or `%debug` alone) on a cell's first line: the lines after it are the
 * debugger's commands (a notebook has no stdin to type them at). True when the cell was one. */
static bool debug_cell(Vm *vm, const char *code) {
  size_t n = strcspn(code, "\n");
  bool cell_magic = strncmp(code, "%%debug", 7) == 0 && (n == 7 || code[7] == ' ');
  bool bare = n == 6 && strncmp(code, "%debug", 6) == 0 && code[n] == '\n';
  if (!cell_magic && !bare) return false;
  const char *arg = code + (cell_magic ? 7 : 6);
  arg += strspn(arg, " \t");
  char *statement = strndup(arg, (size_t)(code + n - arg));
  repl_debug(vm, statement ? statement : "", code[n] ? code + n + 1 : "");
  free(statement);
  return true;
}

/* Runs the code between magic lines piece by piece and each magic line between them; stops at
 * the first error. The cell's value is its last piece's. */
static int run_cell(Vm *vm, const char *name, const char *code, FILE *err, VmCell *cell) {
  const char *start = code, *line = code;
  int rc = 0;
  *cell = (VmCell){NULL, NULL, NULL};
  if (debug_cell(vm, code)) return 0;
  for (;;) {
    bool end = *line == '\0';
    if (end || is_magic_line(line)) {
      if (!only_blank(start, line)) {
        vm_cell_free(cell);
        char *piece = piece_of(code, start, line);
        repl_debug_before();
        rc = vm_run_cell(vm, name, piece, err, cell);
        repl_debug_after(name, piece, rc);
        free(piece);
        if (rc != 0) return rc;
      }
      if (end) return rc;
      size_t n = strcspn(line, "\n");
      char *magic = strndup(line, n);
      vm_cell_free(cell);
      repl_meta_run(vm, magic);
      free(magic);
      line += n + (line[n] == '\n');
      start = line;
      continue;
    }
    line += strcspn(line, "\n");
    if (*line == '\n') line++;
  }
}

static void do_execute(Vm *vm, const ServeFrame *f) {
  if (f->nfields < 2) {
    reply_strings(4, (const char *const[]){"error", "ValueError", "bad execute request", ""});
    return;
  }
  char *tb = NULL;
  size_t tblen = 0;
  FILE *err = open_memstream(&tb, &tblen);
  VmCell cell;
  rt_interrupted = 0; /* a Ctrl-C sent while idle is not for this cell */
  run_cell(vm, f->fields[0], f->fields[1], err ? err : stderr, &cell);
  if (err) fclose(err);
  plot_flush_inline(); /* figures left open by the cell show inline, as matplotlib's inline backend */
  if (cell.ename) {
    reply_strings(4, (const char *const[]){"error", cell.ename, cell.evalue, tb ? tb : ""});
  } else if (cell.value) {
    reply_strings(2, (const char *const[]){"ok", cell.value});
  } else {
    reply_strings(1, (const char *const[]){"ok"});
  }
  vm_cell_free(&cell);
  free(tb);
}

/* ---- complete, inspect, is_complete ---- */

static bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         (unsigned char)c >= 0x80;
}

static size_t cursor_of(const ServeFrame *f) {
  size_t len = f->lens[0], at = (size_t)strtoul(f->fields[1], NULL, 10);
  return at > len ? len : at;
}

/* The dotted name ending at `at`: its start. */
static size_t dotted_start(const char *code, size_t at) {
  while (at > 0 && (name_char(code[at - 1]) || code[at - 1] == '.')) at--;
  return at;
}

static void do_complete(Vm *vm, const ServeFrame *f) {
  if (f->nfields < 2) {
    reply_strings(2, (const char *const[]){"0", "0"});
    return;
  }
  const char *code = f->fields[0];
  size_t at = cursor_of(f), from = dotted_start(code, at);
  char *word = strndup(code + from, at - from);
  char *dot = strrchr(word, '.');
  const char *prefix = dot ? dot + 1 : word;
  if (dot) *dot = '\0';
  char **names = vm_complete(vm, dot ? word : NULL, prefix);
  char start[32], end[32];
  snprintf(start, sizeof start, "%zu", at - strlen(prefix));
  snprintf(end, sizeof end, "%zu", at);
  int n = 0;
  while (names && names[n] && n < SERVE_MAX_FIELDS - 2) n++;
  const char **fields = malloc(sizeof *fields * (size_t)(n + 2));
  size_t *lens = malloc(sizeof *lens * (size_t)(n + 2));
  if (fields && lens) {
    fields[0] = start, fields[1] = end;
    for (int k = 0; k < n; k++) fields[k + 2] = names[k];
    for (int k = 0; k < n + 2; k++) lens[k] = strlen(fields[k]);
    send_reply(n + 2, fields, lens);
  } else {
    reply_strings(2, (const char *const[]){end, end});
  }
  free(fields);
  free(lens);
  vm_names_free(names);
  free(word);
}

/* The name Shift-Tab asks about: the dotted name under the cursor, or else the function of
 * the call whose parentheses the cursor is in (as IPython's token_at_cursor). */
static char *inspect_target(const char *code, size_t at) {
  size_t end = at;
  while (code[end] && name_char(code[end])) end++;
  size_t from = dotted_start(code, end);
  if (from == end) {
    int depth = 0;
    size_t k = at;
    while (k > 0 && !(code[k - 1] == '(' && depth == 0)) {
      depth += code[k - 1] == ')' ? 1 : code[k - 1] == '(' ? -1 : 0;
      k--;
    }
    if (k == 0) return NULL;
    end = k - 1;
    while (end > 0 && (code[end - 1] == ' ' || code[end - 1] == '\t')) end--;
    from = dotted_start(code, end);
  }
  while (from < end && code[from] == '.') from++;
  return from < end ? strndup(code + from, end - from) : NULL;
}

static void do_inspect(Vm *vm, const ServeFrame *f) {
  char *name = f->nfields >= 2 ? inspect_target(f->fields[0], cursor_of(f)) : NULL;
  char *text = name ? vm_describe(vm, name) : NULL;
  if (text) reply_strings(2, (const char *const[]){"1", text});
  else reply_strings(1, (const char *const[]){"0"});
  free(text);
  free(name);
}

/* The indent for the next line: the last line's, one level more after a ':'. */
static void next_indent(const char *code, char *buf, size_t n) {
  size_t len = strlen(code);
  while (len > 0 && (code[len - 1] == '\n' || code[len - 1] == ' ' || code[len - 1] == '\t')) len--;
  size_t line = len;
  while (line > 0 && code[line - 1] != '\n') line--;
  size_t ws = strspn(code + line, " \t");
  if (ws > len - line) ws = len - line;
  bool opens = len > 0 && code[len - 1] == ':';
  snprintf(buf, n, "%.*s%s", (int)ws, code + line, opens ? "    " : "");
}

/* As the REPL decides on continuation lines (vm_input_status); a magic line is complete. */
static void do_is_complete(const ServeFrame *f) {
  const char *code = f->nfields ? f->fields[0] : "";
  if (is_magic_line(code) && !strchr(code, '\n')) {
    reply_strings(1, (const char *const[]){"complete"});
    return;
  }
  switch (vm_input_status(code)) {
    case VM_INPUT_COMPLETE: reply_strings(1, (const char *const[]){"complete"}); return;
    case VM_INPUT_ERROR: reply_strings(1, (const char *const[]){"invalid"}); return;
    case VM_INPUT_INCOMPLETE: break;
  }
  char indent[256];
  next_indent(code, indent, sizeof indent);
  reply_strings(2, (const char *const[]){"incomplete", indent});
}

int repl_serve(Vm *vm) {
  if (!setup_fds() || !start_pump()) {
    fprintf(stderr, "weft: --serve: cannot set up its pipes: %s\n", strerror(errno));
    return 70;
  }
  repl_install_sigint(true);
  plot_set_display_hook(serve_display); /* plt.show() and figures left at a cell's end */
  rt_stdout_set_line_buffered(1); /* print() reaches the notebook line by line */
  setvbuf(stdout, NULL, _IOLBF, 0);
  const char *version = "weft " REPL_VERSION;
  size_t vlen = strlen(version);
  pthread_mutex_lock(&out_lock);
  send_frame(SERVE_HELLO, 1, &version, &vlen);
  pthread_mutex_unlock(&out_lock);
  ServeFrame f;
  while (serve_read_frame(proto_in, &f)) {
    switch (f.kind) {
      case SERVE_EXECUTE: do_execute(vm, &f); break;
      case SERVE_COMPLETE: do_complete(vm, &f); break;
      case SERVE_INSPECT: do_inspect(vm, &f); break;
      case SERVE_IS_COMPLETE: do_is_complete(&f); break;
      default: reply_strings(2, (const char *const[]){"error", "unknown request"}); break;
    }
    serve_frame_free(&f);
  }
  return 0;
}

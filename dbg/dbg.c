/* dbg.c — the debugger's command loop (`weft --debug`): where commands come from (readline on a
 * terminal; else standard input or --debug-commands=FILE, each command echoed after the prompt
 * so a transcript reads like a session), the commands every stop shares (breakpoints, list,
 * help, continue/step/next/finish, quit), and the start of a debugged program. The commands that
 * look into a kernel are dbg_sim.c's. Output goes to stdout, after the program's own. */
#include "dbg.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/host/vm_debug.h"
#include "../vm/py/py.h"
#include "../vm/kir/kir.h"
#include "../vm/kir/kir_engine.h"
#include "dbg_internal.h"

Dbg dbg;

static FILE *commands;     /* the commands when they are not typed at a terminal */
static bool interactive;
static bool in_session;    /* a REPL's %debug: quit ends the statement, not the process */
static bool kept_only;     /* ... at the last error's kept frames: no statement runs to end */

void dbg_out(const char *fmt, ...) {
  rt_stdout_flush();
  fflush(stderr);
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  fflush(stdout);
}

const char *dbg_basename(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

bool dbg_bp_in_file(const DbgBp *b, const char *file) {
  return b->any_file || strcmp(b->file, dbg_basename(file)) == 0;
}

/* ---- the program's source ---- */

static char *source_text(const char *file) {
  static char *text;
  static char name[256];
  if (text && strcmp(name, file) == 0) return text;
  FILE *f = fopen(file, "rb");
  if (!f) return NULL;
  free(text);
  size_t cap = 4096, n = 0;
  text = malloc(cap);
  for (size_t got; text && (got = fread(text + n, 1, cap - n - 1, f)) > 0;) {
    n += got;
    if (n + 1 == cap) text = realloc(text, cap *= 2);
  }
  fclose(f);
  if (!text) return NULL;
  text[n] = 0;
  snprintf(name, sizeof name, "%s", file);
  return text;
}

static int line_count(const char *src) {
  int n = 0;
  for (const char *p = src; *p; p++) n += *p == '\n';
  return n + (*src && src[strlen(src) - 1] != '\n');
}

void dbg_show_line(const char *file, const char *src, int line) {
  if (!src) src = source_text(file);
  const char *p = src;
  for (int k = 1; p && *p && k < line; p++)
    if (*p == '\n') k++;
  if (!p || !*p) return;
  int n = (int)strcspn(p, "\n");
  dbg_out("%d\t%.*s\n", line, n, p);
}

/* ---- breakpoints ---- */

static DbgBp *new_bp(int kind) {
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    if (dbg.bps[k].used) continue;
    DbgBp *b = &dbg.bps[k];
    memset(b, 0, sizeof *b);
    b->used = true;
    b->kind = kind;
    b->num = ++dbg.nextnum;
    return b;
  }
  dbg_out("Too many breakpoints (at most %d).\n", DBG_MAX_BPS);
  return NULL;
}

/* break [FILE:]LINE [if COND] */
static void cmd_break(const char *args, bool temp) {
  char where[256];
  const char *cond = strstr(args, " if ");
  size_t n = cond ? (size_t)(cond - args) : strlen(args);
  if (!n) return dbg_out("Argument required (a line: break [FILE:]LINE [if COND]).\n");
  snprintf(where, sizeof where, "%.*s", (int)n, args);
  char *colon = strrchr(where, ':');
  const char *file = colon ? where : dbg.program;
  const char *num = colon ? colon + 1 : where;
  if (colon) *colon = 0;
  char *end;
  long line = strtol(num, &end, 10);
  if (!*num || *end || line <= 0) return dbg_out("Bad line number \"%s\": break [FILE:]LINE [if COND].\n", num);
  const char *path = strcmp(dbg_basename(file), dbg_basename(dbg.program)) == 0 ? dbg.program : file;
  const char *src = source_text(path);
  /* at the REPL a kernel typed at the prompt has no file to read: its lines are taken on trust */
  if (!src && !in_session) return dbg_out("No source file named %s.\n", file);
  if (src && line > line_count(src))
    return dbg_out("Line %ld is out of range for \"%s\" (it has %d lines).\n", line, dbg_basename(path),
                   line_count(src));
  char err[256];
  if (cond && !dbg_expr_syntax_ok(cond + 4, err, sizeof err)) return dbg_out("Bad condition: %s\n", err);
  DbgBp *b = new_bp(BP_BREAK);
  if (!b) return;
  b->temp = temp;
  snprintf(b->file, sizeof b->file, "%s", dbg_basename(path));
  b->line = (int)line;
  b->any_file = in_session && !colon;
  b->cond = cond ? strdup(cond + 4) : NULL;
  dbg_out("%s %d at %s%s%d%s%s\n", temp ? "Temporary breakpoint" : "Breakpoint", b->num,
          b->any_file ? "line " : b->file, b->any_file ? "" : ":", b->line, cond ? " if " : "",
          cond ? b->cond : "");
}

/* watch ARRAY[I, J...] */
static void cmd_watch(const char *args) {
  char name[64];
  int used = 0;
  if (sscanf(args, " %63[A-Za-z0-9_] [%n", name, &used) != 1 || !used)
    return dbg_out("Bad watch expression \"%s\": watch ARRAY[INDEX] (an element of an array, constant indices).\n", args);
  int64_t index[KIR_MAX_INDEX];
  int ndim = 0;
  const char *p = args + used;
  for (;;) {
    char *end;
    long long v = strtoll(p, &end, 10);
    if (end == p || ndim == KIR_MAX_INDEX)
      return dbg_out("Bad watch expression \"%s\": watch ARRAY[INDEX] (an element of an array, constant indices).\n", args);
    index[ndim++] = v;
    p = end + strspn(end, " ");
    if (*p == ',') { p++; continue; }
    if (*p == ']' && !p[1 + strspn(p + 1, " ")]) break;
    return dbg_out("Bad watch expression \"%s\": watch ARRAY[INDEX] (an element of an array, constant indices).\n", args);
  }
  DbgBp *b = new_bp(BP_WATCH);
  if (!b) return;
  snprintf(b->array, sizeof b->array, "%s", name);
  b->ndim = ndim;
  memcpy(b->index, index, sizeof index);
  char idx[128] = "";
  for (int k = 0; k < ndim; k++)
    snprintf(idx + strlen(idx), sizeof idx - strlen(idx), "%s%lld", k ? ", " : "", (long long)index[k]);
  dbg_out("Watchpoint %d: %s[%s]\n", b->num, name, idx);
}

static void cmd_delete(const char *args) {
  if (!*args) {
    for (int k = 0; k < DBG_MAX_BPS; k++) {
      free(dbg.bps[k].cond);
      dbg.bps[k].cond = NULL;
      dbg.bps[k].used = false;
    }
    return dbg_out("Deleted all breakpoints.\n");
  }
  char *end;
  long num = strtol(args, &end, 10);
  for (int k = 0; *end == 0 && k < DBG_MAX_BPS; k++)
    if (dbg.bps[k].used && dbg.bps[k].num == num) {
      free(dbg.bps[k].cond);
      dbg.bps[k].cond = NULL;
      dbg.bps[k].used = false;
      return dbg_out("Deleted breakpoint %ld.\n", num);
    }
  dbg_out("No breakpoint number %s.\n", args);
}

static void info_breakpoints(void) {
  bool any = false;
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    const DbgBp *b = &dbg.bps[k];
    if (!b->used) continue;
    if (!any) dbg_out("Num  Type        Disp  Where                Hits\n");
    any = true;
    char where[300];
    if (b->kind == BP_BREAK) {
      snprintf(where, sizeof where, "%s:%d", b->file, b->line);
    } else {
      snprintf(where, sizeof where, "%s[", b->array);
      for (int d = 0; d < b->ndim; d++)
        snprintf(where + strlen(where), sizeof where - strlen(where), "%s%lld", d ? ", " : "", (long long)b->index[d]);
      strcat(where, "]");
    }
    dbg_out("%-4d %-11s %-5s %-20s %d\n", b->num, b->kind == BP_BREAK ? "breakpoint" : "watchpoint",
            b->temp ? "del" : "keep", where, b->hits);
    if (b->cond) dbg_out("     stop only if %s\n", b->cond);
  }
  if (!any) dbg_out("No breakpoints or watchpoints.\n");
}

/* list [LINE]: ten lines around LINE, or around where the program stopped */
static void cmd_list(const char *args) {
  static int next_first;
  const char *file = dbg.program;
  int center = 0;
  if (dbg.stop.L) {
    file = dbg.stop.L->f->file;
    center = dbg.stop.L->f->code[dbg.stop.kirpc].span.line;
  } else if (dbg_host_stopped()) {
    center = dbg_host_line(&file);
  }
  const char *src = dbg.stop.L ? dbg.stop.L->f->src : dbg_host_source();
  if (!src) src = source_text(file);
  static int last_center = -1;
  if (center != last_center) next_first = 0; /* a new stop lists around it again */
  last_center = center;
  if (!src) return dbg_out("No source to list.\n");
  int first;
  if (*args) {
    char *end;
    long line = strtol(args, &end, 10);
    if (*end || line <= 0 || line > line_count(src))
      return dbg_out("Line number \"%s\" is out of range for \"%s\" (it has %d lines).\n", args, dbg_basename(file),
                     line_count(src));
    first = (int)line - 5;
  } else if (next_first > 0) {
    first = next_first;
  } else {
    first = center ? center - 5 : 1;
  }
  if (first < 1) first = 1;
  int last = first + 9 < line_count(src) ? first + 9 : line_count(src);
  if (first > last) return dbg_out("Line number %d out of range; \"%s\" has %d lines.\n", first, dbg_basename(file),
                                   line_count(src));
  for (int k = first; k <= last; k++) dbg_show_line(file, src, k);
  next_first = last + 1;
}

static void cmd_help(void) {
  dbg_out(
      "Commands (gdb's short forms in brackets):\n"
      "  break [FILE:]LINE [if COND]  [b]   stop when a thread enters LINE (COND in that thread)\n"
      "  tbreak [FILE:]LINE [if COND]       the same, deleted at its first stop\n"
      "  watch ARRAY[INDEX]                 stop when any thread writes that element\n"
      "  delete [N]                  [d]    delete breakpoint N, or all\n"
      "  info breakpoints            [i b]  the breakpoints and watchpoints\n"
      "  continue                    [c]    run to the next breakpoint (run: the same at the start)\n"
      "  step / next                 [s/n]  the focused thread's warp advances one source line\n"
      "                                     (next steps over device-function calls)\n"
      "  finish                             run until the device (or Python) function returns\n"
      "  reverse-step                [rs]   back to the line before, by replaying the launch\n"
      "  reverse-continue            [rc]   back to the breakpoint hit before, by replaying\n"
      "  thread X[,Y,Z] / block X[,Y,Z]     move the focus (no argument: show it)\n"
      "  print EXPR                  [p]    in the focused thread: variables, a[i], a[lo:hi], ...\n"
      "                                     (in host code: any Python expression)\n"
      "  print EXPR for lanes               the value in every lane of the focused warp\n"
      "  info warps / info lanes / info shared\n"
      "  backtrace                   [bt]   the device functions and the kernel (or Python's frames)\n"
      "  up [N] / down [N] / frame N  [f]   the frame print looks in (a device function's own)\n"
      "  list [LINE]                 [l]    source lines\n"
      "  help                        [h]    this list\n"
      "  quit                        [q]    end the program\n");
}

/* ---- the loop ---- */

static char *read_command(void) {
  if (interactive) {
    char *line = readline("(weft-dbg) ");
    if (line && *line) add_history(line);
    return line;
  }
  static char *buf;
  static size_t cap;
  rt_stdout_flush();
  if (getline(&buf, &cap, commands) < 0) return NULL;
  buf[strcspn(buf, "\r\n")] = 0;
  dbg_out("(weft-dbg) %s\n", buf);
  return strdup(buf);
}

static bool is(const char *cmd, const char *full, const char *short1, const char *short2) {
  return strcmp(cmd, full) == 0 || (short1 && strcmp(cmd, short1) == 0) || (short2 && strcmp(cmd, short2) == 0);
}

/* A command that resumes the program: true with *act set when it may here; false (it said why
 * not, or cmd is not one) otherwise, *known telling which. */
static bool resume_command(const char *cmd, DbgAction *act, bool *known) {
  *known = true;
  if (is(cmd, "continue", "c", "cont") || is(cmd, "run", "r", NULL)) return *act = ACT_CONTINUE, true;
  bool moves = is(cmd, "step", "s", NULL) || is(cmd, "next", "n", NULL) || is(cmd, "finish", "fin", NULL) ||
               is(cmd, "reverse-step", "rs", NULL) || is(cmd, "reverse-continue", "rc", NULL);
  if (kept_only && moves) {
    dbg_out("The program is not being run: these frames are the last error's, kept after it ended "
            "(\"continue\" or \"quit\" leaves).\n");
    return false;
  }
  if (is(cmd, "step", "s", NULL)) return *act = ACT_STEP, true;
  if (is(cmd, "next", "n", NULL)) return *act = ACT_NEXT, true;
  if (is(cmd, "finish", "fin", NULL)) {
    bool inner = dbg_host_stopped() ? dbg_host_depth() > 0
                                    : dbg.stop.L && !dbg.stop.postmortem && dbg_focus_depth() > 0;
    if (inner) return *act = ACT_FINISH, true;
    dbg_out("\"finish\" not meaningful in the outermost frame.\n");
    return false;
  }
  bool rstep = is(cmd, "reverse-step", "rs", NULL);
  if (rstep || is(cmd, "reverse-continue", "rc", NULL)) {
    if (dbg.stop.L) return *act = rstep ? ACT_RSTEP : ACT_RCONT, true;
    dbg_out("Not stopped in a kernel launch: there is nothing to replay.\n");
    return false;
  }
  *known = false;
  return false;
}

/* One command; true when it resumes the program (*act says how). */
static bool run_command(char *line, DbgAction *act) {
  char *cmd = line + strspn(line, " \t");
  if (!*cmd || *cmd == '#') return false;
  char *args = cmd + strcspn(cmd, " \t");
  if (*args) *args++ = 0;
  args += strspn(args, " \t");
  for (size_t n = strlen(args); n && (args[n - 1] == ' ' || args[n - 1] == '\t'); n--) args[n - 1] = 0;
  bool known;
  if (resume_command(cmd, act, &known)) return true;
  if (known) return false;
  if (is(cmd, "break", "b", "br")) cmd_break(args, false);
  else if (is(cmd, "tbreak", "tb", NULL)) cmd_break(args, true);
  else if (is(cmd, "watch", NULL, NULL)) cmd_watch(args);
  else if (is(cmd, "delete", "d", NULL)) cmd_delete(args);
  else if (is(cmd, "info", "i", NULL) && (is(args, "breakpoints", "b", "break") || is(args, "watchpoints", NULL, NULL)))
    info_breakpoints();
  else if (is(cmd, "list", "l", NULL)) cmd_list(args);
  else if (is(cmd, "help", "h", NULL)) cmd_help();
  else if (is(cmd, "quit", "q", NULL) && in_session) { /* the session outlives its statement */
    dbg.detached = true;
    if (!kept_only) rt_interrupted = 1; /* the statement stops at the VM's next poll: KeyboardInterrupt */
    *act = ACT_DETACH;
    return true;
  } else if (is(cmd, "quit", "q", NULL)) { /* the program ends here, as gdb's quit kills it */
    rt_stdout_flush();
    fflush(stdout);
    exit(0);
  } else if (!dbg_host_command(cmd, args) && !dbg_view_command(cmd, args))
    dbg_out("Undefined command: \"%s\".  Try \"help\".\n", cmd);
  return false;
}

DbgAction dbg_command_loop(void) {
  if (dbg.detached) return ACT_DETACH;
  for (;;) {
    char *line = read_command();
    if (!line) { /* the commands ran out: the program runs on to its end, unwatched */
      dbg.detached = true;
      return ACT_DETACH;
    }
    DbgAction act;
    bool resume = run_command(line, &act);
    free(line);
    if (resume) return act;
  }
}

bool dbg_set_commands_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return false;
  if (commands && commands != stdin) fclose(commands);
  commands = f;
  return true;
}

void dbg_begin(const char *program) {
  dbg.on = true;
  snprintf(dbg.program, sizeof dbg.program, "%s", program);
  if (!commands) {
    interactive = isatty(STDIN_FILENO);
    commands = stdin;
  }
  kir_set_mode("sim"); /* the debugger stops kernels in the simulator */
  dbg_sim_install();
  dbg_host_install();
  dbg_out("Weft debugger: %s. Set breakpoints, then \"run\" (\"help\" lists the commands).\n", dbg_basename(program));
  DbgAction act = dbg_command_loop();
  dbg.mode = act == ACT_DETACH ? ACT_CONTINUE : act;
  dbg.mode_host = true;
  dbg.mode_depth = 0;
  dbg_host_rearm();
}

static void forget_breakpoints(void) {
  for (int k = 0; k < DBG_MAX_BPS; k++) free(dbg.bps[k].cond);
  memset(&dbg, 0, sizeof dbg);
}

void dbg_session_begin(const char *name, const char *text, bool stop_first) {
  forget_breakpoints();
  dbg.on = true;
  in_session = true;
  snprintf(dbg.program, sizeof dbg.program, "%s", name);
  FILE *f = text ? fmemopen((void *)text, strlen(text), "r") : NULL;
  interactive = !f && isatty(STDIN_FILENO);
  commands = f ? f : stdin;
  kir_set_mode("sim"); /* the caller puts its mode back after the statement */
  dbg_sim_install();
  dbg_host_install();
  dbg_out("Weft debugger: %s.%s\n", name,
          stop_first ? " Set breakpoints, then \"run\" (\"help\" lists the commands)." : "");
  DbgAction act = stop_first ? dbg_command_loop() : ACT_CONTINUE;
  dbg.mode = act == ACT_DETACH ? ACT_CONTINUE : act;
  dbg.mode_host = true;
  dbg.mode_depth = 0;
  dbg_host_rearm();
}

/* A notebook cell's commands that the statement's end left unread: said, not silently lost
 * (a cell that expected another stop would otherwise just end). */
static void left_unrun(void) {
  char *line = NULL, first[80] = "";
  size_t cap = 0;
  int n = 0;
  while (getline(&line, &cap, commands) >= 0) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[strspn(line, " \t")]) continue;
    if (n++ == 0) snprintf(first, sizeof first, "%s", line);
  }
  free(line);
  if (n)
    dbg_out("The statement ended with no more stops: %d command%s not run (from \"%s\").\n", n, n == 1 ? "" : "s",
            first);
}

void dbg_session_end(void) {
  sim_debug_install(NULL);
  kir_set_jit_debug(NULL);
  vm_debug_install(NULL);
  vm_debug_install_uncaught(NULL);
  vm_debug_arm(false);
  py_set_breakpoint_hook(NULL);
  dbg_pm_reinstall();
  if (commands && commands != stdin) left_unrun();
  if (commands && commands != stdin) fclose(commands);
  commands = NULL;
  in_session = false;
  forget_breakpoints();
}

/* `%debug` after an error in host code: post-mortem at the raising frame, on the frames the
 * exception's way out left behind (dbg_pm.c). Nothing runs: continue and quit end it. */
bool dbg_postmortem_last(const char *text) {
  if (!dbg_pm_kept()) return false;
  forget_breakpoints();
  dbg.on = true;
  in_session = kept_only = true;
  FILE *f = text ? fmemopen((void *)text, strlen(text), "r") : NULL;
  interactive = !f && isatty(STDIN_FILENO);
  commands = f ? f : stdin;
  dbg_out("Weft debugger: post-mortem.\n");
  dbg_host_serve_kept();
  if (f) left_unrun();
  if (f) fclose(f);
  commands = NULL;
  in_session = kept_only = false;
  forget_breakpoints();
  return true;
}

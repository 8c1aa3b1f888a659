/* dbg_internal.h — what the debugger's files share: the breakpoint table, the focus, the stop
 * the command loop serves, the expression evaluator (dbg_expr.c) and the kernel side
 * (dbg_sim.c: the simulator's hooks, stops, replay and the kernel's views). */
#ifndef WEFT_DBG_INTERNAL_H
#define WEFT_DBG_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "../sim/sim.h"

#define DBG_MAX_BPS 64

enum { BP_BREAK, BP_WATCH };
typedef struct DbgBp {
  int num, kind;
  bool temp, used;
  char file[256]; /* BP_BREAK: the file's name as the program names it (its basename compared) */
  int line;
  bool any_file;  /* BP_BREAK at the REPL given no file: see dbg_bp_in_file */
  char *cond;     /* BP_BREAK: the condition's text, NULL for none */
  char array[64]; /* BP_WATCH: the array's name and the element's index */
  int ndim;
  int64_t index[KIR_MAX_INDEX];
  int hits;
} DbgBp;

/* What the program does when the command loop returns. */
typedef enum { ACT_CONTINUE, ACT_STEP, ACT_NEXT, ACT_FINISH, ACT_RSTEP, ACT_RCONT, ACT_DETACH } DbgAction;

/* Where the program is while the command loop runs. */
typedef struct DbgStop {
  SimLaunch *L;   /* the kernel launch stopped in, NULL at a host stop */
  SimWarp *w;     /* the warp that stopped (its pc is pc) */
  int pc;         /* SIMT pc, or -1 after a fault (then kirpc says where) */
  int kirpc;
  bool postmortem;
} DbgStop;

typedef struct Dbg {
  bool on, detached;
  char program[256];
  DbgBp bps[DBG_MAX_BPS];
  int nextnum;
  DbgAction mode;        /* the last resuming command (ACT_CONTINUE: run to a breakpoint) */
  bool mode_host;        /* ... given at a host stop (next/finish count Python frames) */
  int mode_depth;        /* next/finish: the device-function depth where it was given */
  int64_t fblock[3];     /* the focus: block and thread */
  int fthread[3];
  int frame;             /* the frame `print` looks in (`up`, `down`): 0 the innermost */
  bool fault_served;     /* the last launch stopped at its fault (post-mortem) */
  DbgStop stop;
} Dbg;

/* One frame of a kernel's thread: an inlined device function (call: which call, KirVar.call)
 * or the kernel (call -1), the line it is at, and where the call is (device functions). */
#define DBG_MAX_FRAMES 32
typedef struct DbgFrame {
  int call, line, from, fromcol;
} DbgFrame;
extern Dbg dbg;

/* dbg.c */
void dbg_out(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
DbgAction dbg_command_loop(void);
void dbg_show_line(const char *file, const char *src, int line);
const char *dbg_basename(const char *path);
/* Whether breakpoint b is in file (by basename). At the REPL (%debug) a line given without a
 * file is in any: kernels typed at the prompt or in notebook cells each have their own name. */
bool dbg_bp_in_file(const DbgBp *b, const char *file);

/* dbg_expr.c: evaluate text in lane `lane` of w (L's kernel), in the frame of the call `call`
 * (DbgFrame.call: a device function's variables, or the kernel's with -1); false with a message
 * in err. A value prints to out (Python's spelling); *truth says whether it is true. */
bool dbg_eval(SimLaunch *L, SimWarp *w, int lane, int call, const char *text, char *out, size_t n, bool *truth,
              char *err, size_t nerr);
/* The frames at KIR instruction kirpc of f, innermost first; returns how many. */
int dbg_frames(const KirFunc *f, int kirpc, DbgFrame *out);
bool dbg_expr_syntax_ok(const char *text, char *err, size_t nerr);
/* An element of dtype dt at p as Python prints it. */
void dbg_elem_text(DType dt, const char *p, char *buf, size_t n);

/* dbg_host.c: the VM's hook; whether a host stop is being served and its commands (print,
 * backtrace: true when cmd was one), its line; host expressions; (un)arm the VM's trap. */
void dbg_host_install(void);
bool dbg_host_stopped(void);
bool dbg_host_command(const char *cmd, const char *args);
int dbg_host_line(const char **file);
int dbg_host_depth(void);
bool dbg_host_eval(const char *text, char *out, size_t n, bool *truth);
void dbg_host_rearm(void);

/* dbg_pm.c: the last uncaught exception's frames, kept after they unwound (REPL, notebooks):
 * record them (the uncaught hook's work), whether there are any, and each frame's function,
 * file, line, source text and locals (0: the module's); serving: a kept post-mortem is being
 * looked at (an exception raised by its print replaces nothing). */
struct Vm;
void dbg_pm_record(struct Vm *vm, int depth, const char *what);
void dbg_pm_reinstall(void);
bool dbg_pm_kept(void);
void dbg_pm_serving(bool on);
struct Vm *dbg_pm_vm(void);
const char *dbg_pm_what(void);
int dbg_pm_depth(void);
void dbg_pm_frame(int k, const char **name, const char **file, int *line, const char **src);
int dbg_pm_locals(int k, const char *const **names, const Value **values);
/* dbg_host.c: serve commands at the kept post-mortem's raising frame. */
void dbg_host_serve_kept(void);
const char *dbg_host_source(void);

/* dbg_sim.c */
void dbg_sim_install(void);
/* The focused thread's warp in the launch stopped in (NULL: none, or the focus is on a block
 * not in flight) and its lane; the KIR instruction a warp of it is at; the stop's header. */
SimWarp *dbg_focus(int *lane);
int dbg_warp_kirpc(const SimWarp *w);
void dbg_show_where(void);
/* Whether the thread in lane `lane` of w has assigned register reg by the stop: 1 yes, 0 not
 * yet, -1 not known (a launch not traced, a parameter). */
int dbg_reg_state(const SimWarp *w, int lane, int reg);
/* dbg_view.c: the commands that look into the launch stopped in; false: not one of them. */
bool dbg_view_command(const char *cmd, const char *args);
/* The device-function depth of the focused thread's warp, -1 when it is not in flight. */
int dbg_focus_depth(void);

#endif

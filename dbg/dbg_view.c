/* dbg_view.c — the debugger's commands that look into the kernel launch it stopped in: the
 * focus (thread, block), print (one thread, or every lane of its warp), info warps / lanes /
 * shared, and backtrace. They change nothing in the launch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dbg_internal.h"

static int print_call(const SimWarp *w);

static bool stopped(void) {
  if (dbg.stop.L) return true;
  dbg_out("The program is not stopped in a kernel.\n");
  return false;
}

static SimWarp *focused(int *lane) {
  SimWarp *w = dbg_focus(lane);
  if (!w)
    dbg_out("Block (%lld,%lld,%lld) is not in flight: blocks run one after another in the simulator, and block "
            "(%lld,%lld,%lld) is running.\n",
            (long long)dbg.fblock[0], (long long)dbg.fblock[1], (long long)dbg.fblock[2],
            (long long)dbg.stop.L->ctaid[0], (long long)dbg.stop.L->ctaid[1], (long long)dbg.stop.L->ctaid[2]);
  return w;
}

/* "X[,Y,Z]" or "(X,Y,Z)": false when it is not that. */
static bool parse_xyz(const char *s, int64_t *v) {
  v[0] = v[1] = v[2] = 0;
  s += strspn(s, " (");
  for (int k = 0; k < 3; k++) {
    char *end;
    v[k] = strtoll(s, &end, 10);
    if (end == s) return false;
    s = end + strspn(end, " ");
    if (*s == ',') {
      s++;
      continue;
    }
    s += strspn(s, ") ");
    return *s == 0;
  }
  return false;
}

static void cmd_focus(const char *args, bool block) {
  if (!stopped()) return;
  const SimLaunch *L = dbg.stop.L;
  int64_t v[3];
  if (!*args) return dbg_show_where();
  const int64_t *lim = block ? L->grid : L->block;
  if (!parse_xyz(args, v))
    return dbg_out("Bad %s index \"%s\": %s X[,Y,Z].\n", block ? "block" : "thread", args, block ? "block" : "thread");
  for (int k = 0; k < 3; k++)
    if (v[k] < 0 || v[k] >= lim[k])
      return dbg_out("%s (%lld,%lld,%lld) is outside the %s: %s is (%lld,%lld,%lld).\n", block ? "Block" : "Thread",
                     (long long)v[0], (long long)v[1], (long long)v[2], block ? "grid" : "block",
                     block ? "gridDim" : "blockDim", (long long)lim[0], (long long)lim[1], (long long)lim[2]);
  for (int k = 0; k < 3; k++) {
    if (block) dbg.fblock[k] = v[k];
    else dbg.fthread[k] = (int)v[k];
  }
  dbg.frame = 0; /* another thread: its innermost frame, as gdb */
  int lane;
  if (!dbg_focus(&lane)) {
    dbg_out("[Focus on block (%lld,%lld,%lld) thread (%d,%d,%d): that block is not in flight]\n",
            (long long)dbg.fblock[0], (long long)dbg.fblock[1], (long long)dbg.fblock[2], dbg.fthread[0],
            dbg.fthread[1], dbg.fthread[2]);
    return;
  }
  dbg_out("[Switching focus to block (%lld,%lld,%lld) thread (%d,%d,%d)]\n", (long long)dbg.fblock[0],
          (long long)dbg.fblock[1], (long long)dbg.fblock[2], dbg.fthread[0], dbg.fthread[1], dbg.fthread[2]);
  dbg_show_where();
}

static const char *lane_state(const SimWarp *w, int l) {
  if (!(w->live >> l & 1)) return "(no thread)";
  if (w->exited >> l & 1) return "(exited)";
  if (w->state == SIM_DONE) return "(finished)";
  if (!(w->active >> l & 1)) return "(inactive)";
  return NULL;
}

/* A variable the thread has not assigned yet (dbg_expr.c's message): a lane's, not the
 * expression's, problem. */
static bool unset(const char *err) { return strstr(err, " is not set at this point") != NULL; }

static void print_lanes(const char *expr) {
  int lane;
  SimWarp *w = focused(&lane);
  if (!w) return;
  char out[512], err[256];
  bool ok = dbg_eval(dbg.stop.L, w, lane, print_call(w), expr, out, sizeof out, NULL, err, sizeof err);
  if (!ok && !unset(err)) return dbg_out("%s\n", err); /* the same in every lane */
  dbg_out("Lane  Thread        %s\n", expr);
  for (int l = 0; l < SIM_WARP; l++) {
    char tid[48];
    snprintf(tid, sizeof tid, "(%d,%d,%d)", w->tid[0][l], w->tid[1][l], w->tid[2][l]);
    const char *st = lane_state(w, l);
    ok = dbg_eval(dbg.stop.L, w, l, print_call(w), expr, out, sizeof out, NULL, err, sizeof err);
    if (!ok && unset(err)) snprintf(err, sizeof err, "(not set yet)");
    if (!(w->live >> l & 1)) {
      dbg_out(" %d-%d  -             (no thread)\n", l, SIM_WARP - 1);
      break;
    }
    dbg_out("%c%-4d %-13s %s%s%s\n", l == lane ? '*' : ' ', l, tid, ok ? out : err, st ? "  " : "", st ? st : "");
  }
}

static void cmd_print(const char *args) {
  if (!stopped()) return;
  if (!*args) return dbg_out("Argument required (an expression: print EXPR [for lanes]).\n");
  size_t n = strlen(args);
  if (n > 10 && strcmp(args + n - 10, " for lanes") == 0) {
    char expr[256];
    snprintf(expr, sizeof expr, "%.*s", (int)(n - 10), args);
    return print_lanes(expr);
  }
  int lane;
  SimWarp *w = focused(&lane);
  if (!w) return;
  char out[4096], err[256];
  if (!dbg_eval(dbg.stop.L, w, lane, print_call(w), args, out, sizeof out, NULL, err, sizeof err)) return dbg_out("%s\n", err);
  dbg_out("%s = %s\n", args, out);
  const char *st = lane_state(w, lane);
  if (st) dbg_out("(the thread is %.*s at this point)\n", (int)strlen(st) - 2, st + 1);
}

static void info_warps(void) {
  const SimLaunch *L = dbg.stop.L;
  const SimBlock *B = L->dbgblock;
  int flane;
  const SimWarp *fw = dbg_focus(&flane);
  dbg_out("  Warp  Line  Active mask  Lanes  State\n");
  for (int i = 0; i < B->nwarps; i++) {
    const SimWarp *w = &B->warps[i];
    uint32_t waiting = w->live & ~w->exited;
    char state[128];
    int line = L->f->code[dbg_warp_kirpc(w)].span.line;
    if (w->state == SIM_DONE) snprintf(state, sizeof state, "finished");
    else if (w->state == SIM_AT_BARRIER) snprintf(state, sizeof state, "at barrier (line %d)", line);
    else if (w->pc == 0 && w != dbg.stop.w) snprintf(state, sizeof state, "not started");
    else snprintf(state, sizeof state, "running");
    if (w->state != SIM_DONE && w->active != waiting)
      snprintf(state + strlen(state), sizeof state - strlen(state), ", divergent: %d of %d lanes active",
               __builtin_popcount(w->active), __builtin_popcount(waiting));
    char where[16];
    if (w->state == SIM_DONE) snprintf(where, sizeof where, "-");
    else snprintf(where, sizeof where, "%d", line);
    dbg_out("%c %-5d %-5s 0x%08x   %2d/%-2d  %s\n", w == fw ? '*' : ' ', i, where, w->state == SIM_DONE ? 0 : w->active,
            w->state == SIM_DONE ? 0 : __builtin_popcount(w->active), __builtin_popcount(w->live), state);
  }
}

static void info_lanes(void) {
  int lane;
  const SimWarp *w = focused(&lane);
  if (!w) return;
  dbg_out("Warp %d of block (%lld,%lld,%lld):\n  Lane  Thread        State\n", w->index, (long long)dbg.stop.L->ctaid[0],
          (long long)dbg.stop.L->ctaid[1], (long long)dbg.stop.L->ctaid[2]);
  for (int l = 0; l < SIM_WARP; l++) {
    const char *st = lane_state(w, l);
    char tid[48] = "-";
    if (w->live >> l & 1) snprintf(tid, sizeof tid, "(%d,%d,%d)", w->tid[0][l], w->tid[1][l], w->tid[2][l]);
    if (!(w->live >> l & 1)) {
      dbg_out("  %d-%d   -             no thread (the block has no more threads)\n", l, SIM_WARP - 1);
      break;
    }
    dbg_out("%c %-5d %-13s %.*s\n", l == lane ? '*' : ' ', l, tid, st ? (int)strlen(st) - 2 : 6, st ? st + 1 : "active");
  }
}

/* One shared array as a grid: a row per index of its leading axes, 8 to 16 values a row;
 * elements no thread of the block has written yet show as '?' (race checks on). */
static void show_shared(const SimLaunch *L, int slot) {
  const KirSlot *s = &L->f->slots[slot];
  const SimArr *A = &L->arrs[slot];
  bool marks = (L->cfg->checks & SIM_CHECK_RACES) != 0;
  char shape[96] = "";
  for (int d = 0; d < A->ndim; d++)
    snprintf(shape + strlen(shape), sizeof shape - strlen(shape), "%s%lld", d ? ", " : "", (long long)A->shape[d]);
  dbg_out("%s: %s[%s] shared%s\n", s->name, rt_dtypes[A->dtype].name, shape, marks ? " ('?': not written yet)" : "");
  int64_t inner = A->shape[A->ndim - 1], n = 1;
  for (int d = 0; d < A->ndim; d++) n *= A->shape[d];
  int64_t per_row = A->ndim == 1 ? (inner > 16 ? 8 : inner) : inner;
  if (n > 4096) return dbg_out("  (%lld elements: print %s[lo:hi] to see a part)\n", (long long)n, s->name);
  char row[4096];
  for (int64_t e = 0; e < n; e += per_row) {
    size_t k = 0;
    if (A->ndim == 1) k += (size_t)snprintf(row, sizeof row, "  [%3lld]", (long long)e);
    else k += (size_t)snprintf(row, sizeof row, "  [%3lld, :]", (long long)(e / inner));
    for (int64_t j = e; j < e + per_row && j < n && k < sizeof row - 64; j++) {
      const char *p = A->data;
      int64_t rem = j;
      for (int d = A->ndim - 1; d >= 0; d--) {
        p += (rem % A->shape[d]) * A->strides[d];
        rem /= A->shape[d];
      }
      char v[64] = "?";
      if (!marks || sim_shadow_at(L, p)->wr_epoch != 0) dbg_elem_text(A->dtype, p, v, sizeof v);
      k += (size_t)snprintf(row + k, sizeof row - k, " %8s", v);
    }
    dbg_out("%s\n", row);
  }
}

static void info_shared(void) {
  const SimLaunch *L = dbg.stop.L;
  bool any = false;
  for (int k = 0; k < L->f->nslots; k++)
    if (L->f->slots[k].kind == KIR_SLOT_SHARED) {
      show_shared(L, k);
      any = true;
    }
  if (!any) dbg_out("Kernel %s has no shared arrays.\n", L->f->name);
}

int dbg_frames(const KirFunc *f, int kirpc, DbgFrame *out) {
  int n = 0, depth = 0, line = f->code[kirpc].span.line;
  int ordinal = 0; /* the CALLBEGINs before kirpc, counted back to each one's own number */
  for (int k = 0; k < kirpc; k++) ordinal += f->code[k].op == KIR_CALLBEGIN;
  for (int k = kirpc - 1; k >= 0; k--) {
    if (f->code[k].op == KIR_CALLEND) depth++;
    if (f->code[k].op != KIR_CALLBEGIN) continue;
    ordinal--;
    if (depth > 0) {
      depth--;
      continue;
    }
    if (n < DBG_MAX_FRAMES - 1) out[n++] = (DbgFrame){ordinal, line, f->code[k].span.line, f->code[k].span.col};
    line = f->code[k].span.line;
  }
  out[n++] = (DbgFrame){-1, line, 0, 0};
  return n;
}

/* The frames of the focused thread (0: none, said why); dbg.frame is kept inside them. */
static int focused_frames(DbgFrame *frames) {
  int lane;
  const SimWarp *w = focused(&lane);
  if (!w) return 0;
  int n = dbg_frames(dbg.stop.L->f, dbg_warp_kirpc(w), frames);
  if (dbg.frame >= n) dbg.frame = n - 1;
  return n;
}

/* The called name as the call spells it (`scaled`, `mod.scaled`): the text before its '('. */
static void callee_name(const KirFunc *f, const DbgFrame *fr, char *out, size_t n) {
  const char *p = f->src;
  for (int l = 1; p && *p && l < fr->from; p++) l += *p == '\n';
  size_t len = 0;
  if (p && fr->fromcol > 0) {
    for (int c = 1; c < fr->fromcol && *p && *p != '\n'; c++) p++;
    while (len + 1 < n && (p[len] == '_' || p[len] == '.' || (p[len] >= '0' && p[len] <= '9') ||
                           ((p[len] | 32) >= 'a' && (p[len] | 32) <= 'z')))
      len++;
  }
  snprintf(out, n, "%.*s", (int)len, p ? p : "");
}

static void show_frame(const DbgFrame *fr, int num) {
  const KirFunc *f = dbg.stop.L->f;
  char name[64];
  if (fr->call >= 0) callee_name(f, fr, name, sizeof name);
  if (fr->call >= 0)
    dbg_out("#%d  device function %s%sat %s:%d (inlined, called from line %d)\n", num, name, *name ? " " : "",
            dbg_basename(f->file), fr->line, fr->from);
  else
    dbg_out("#%d  kernel %s at %s:%d, block (%lld,%lld,%lld) thread (%d,%d,%d)\n", num, f->name,
            dbg_basename(f->file), fr->line, (long long)dbg.fblock[0], (long long)dbg.fblock[1],
            (long long)dbg.fblock[2], dbg.fthread[0], dbg.fthread[1], dbg.fthread[2]);
}

/* The device functions around the focused thread's instruction (the CALLBEGIN..CALLEND regions
 * around it in the code), innermost first, then the kernel. */
static void backtrace(void) {
  DbgFrame frames[DBG_MAX_FRAMES];
  int n = focused_frames(frames);
  for (int k = 0; k < n; k++) show_frame(&frames[k], k);
}

/* `up [N]`, `down [N]`, `frame [N]`: the frame `print` looks in, shown with its line. */
static void cmd_frame(const char *cmd, const char *args) {
  DbgFrame frames[DBG_MAX_FRAMES];
  int n = focused_frames(frames);
  if (!n) return;
  char *end;
  long k = strtol(args, &end, 10);
  if (*end || (end == args && *args)) return dbg_out("Bad frame number \"%s\".\n", args);
  bool given = end != args, absolute = cmd[0] == 'f';
  int step = given ? (int)k : 1;
  int want = absolute ? (given ? (int)k : dbg.frame) : cmd[0] == 'u' ? dbg.frame + step : dbg.frame - step;
  if (absolute && (want < 0 || want >= n)) return dbg_out("No frame at level %s.\n", args);
  if (want >= n) return dbg_out("Initial frame selected; you cannot go up.\n");
  if (want < 0) return dbg_out("Bottom (innermost) frame selected; you cannot go down.\n");
  dbg.frame = want;
  show_frame(&frames[want], want);
  dbg_show_line(dbg.stop.L->f->file, dbg.stop.L->f->src, frames[want].line);
}

/* The call whose variables `print` sees: the selected frame's. */
static int print_call(const SimWarp *w) {
  DbgFrame frames[DBG_MAX_FRAMES];
  int n = dbg_frames(dbg.stop.L->f, dbg_warp_kirpc(w), frames);
  return frames[dbg.frame < n ? dbg.frame : n - 1].call;
}

bool dbg_view_command(const char *cmd, const char *args) {
  if (strcmp(cmd, "thread") == 0) cmd_focus(args, false);
  else if (strcmp(cmd, "block") == 0) cmd_focus(args, true);
  else if (strcmp(cmd, "print") == 0 || strcmp(cmd, "p") == 0) cmd_print(args);
  else if (strcmp(cmd, "backtrace") == 0 || strcmp(cmd, "bt") == 0 || strcmp(cmd, "where") == 0) {
    if (stopped()) backtrace();
  } else if (strcmp(cmd, "up") == 0 || strcmp(cmd, "down") == 0 || strcmp(cmd, "frame") == 0 ||
             strcmp(cmd, "f") == 0) {
    if (stopped()) cmd_frame(cmd, args);
  } else if ((strcmp(cmd, "info") == 0 || strcmp(cmd, "i") == 0) && strcmp(args, "warps") == 0) {
    if (stopped()) info_warps();
  } else if ((strcmp(cmd, "info") == 0 || strcmp(cmd, "i") == 0) && strcmp(args, "lanes") == 0) {
    if (stopped()) info_lanes();
  } else if ((strcmp(cmd, "info") == 0 || strcmp(cmd, "i") == 0) && strcmp(args, "shared") == 0) {
    if (stopped()) info_shared();
  } else if (strcmp(cmd, "info") == 0 || strcmp(cmd, "i") == 0) {
    dbg_out("Undefined info command: \"%s\".  Try \"help\" (info breakpoints, warps, lanes, shared).\n", args);
  } else {
    return false;
  }
  return true;
}

/* sim_print.c — the order of kernel print output. Warps print in lockstep (all lanes' first
 * print, then all lanes' second), in whatever order the scheduler runs them; the text goes to
 * SimLaunch.out and each line is tagged with its place in the output: the block, the barrier
 * interval, the thread, and where it lies in out (the order one thread printed in). After the
 * launch the lines are sorted by that key and written. The key is Numba's simulator's order:
 * it runs the blocks of the grid one after another and starts the threads of a block one
 * after another, both in np.ndindex order (x the slowest axis), and a short thread runs to its
 * end or its syncthreads() before the next one starts. After a barrier it resumes the threads
 * in no fixed order; here they print interval by interval, thread by thread. Under
 * --sim-schedule=shuffle:SEED the blocks print in the shuffled order they ran in (a GPU gives no
 * order between blocks either); the shuffled warp order changes nothing. --sim-threads joins
 * its workers' lines, whose keys do not depend on the thread that ran them.
 *
 * Kernel-side warnings (KIR_WARN: a random draw's uint64 scalar wrapping around in Numba's
 * simulator) take the same key: the oracle's warnings registry shows the first at each line in
 * its thread order, so they are shown after the launch in that order, through the filters (an
 * "error" filter raises the warning from the launch, where Numba's simulator raises it from the
 * kernel's thread). A kernel that draws never runs on several threads
 * (sim_parallel.c), so only the calling thread notes them. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/obj/exc.h"
#include "../vm/py/warn_module.h"
#include "sim.h"

bool sim_print_reserve(SimLaunch *L, size_t n) {
  if (L->nlines + n <= L->caplines) return true;
  size_t cap = L->caplines ? L->caplines : 64;
  while (cap < L->nlines + n) cap *= 2;
  if (!L->worker && !sim_exec_in_worker) {
    L->lines = rt_realloc(L->lines, cap * sizeof *L->lines);
  } else {
    SimPrintLine *p = sim_worker_alloc_fails() ? NULL : realloc(L->lines, cap * sizeof *L->lines);
    if (!p) return false;
    L->lines = p;
  }
  L->caplines = cap;
  return true;
}

/* Numba's rank of (i, j, k) in np.ndindex(n0, n1, n2): the first axis the slowest. */
static int64_t ndindex_rank(int64_t i, int64_t j, int64_t k, const int64_t *n) {
  return (i * n[1] + j) * n[2] + k;
}

/* Lane l of w's place in the printed order, its own order start. */
static SimPrintLine order_key(const SimLaunch *L, const SimWarp *w, int l, size_t start) {
  SimPrintLine p;
  p.block = L->turn >= 0 ? L->turn : ndindex_rank(L->ctaid[0], L->ctaid[1], L->ctaid[2], L->grid);
  p.epoch = L->epoch;
  p.thread = (uint32_t)ndindex_rank(w->tid[0][l], w->tid[1][l], w->tid[2][l], L->block);
  p.start = start;
  p.len = 0;
  return p;
}

void sim_print_line(SimLaunch *L, const SimWarp *w, int l, size_t start) {
  SimPrintLine *p = &L->lines[L->nlines++];
  *p = order_key(L, w, l, start);
  p->len = L->out.len - start;
}

void sim_print_join(SimLaunch *L, const SimLaunch *from) {
  if (!from->out.len) return;
  sim_print_reserve(L, from->nlines); /* L is the calling thread's: it raises on no memory */
  size_t base = L->out.len;
  rt_sb_putn(&L->out, from->out.data, from->out.len);
  for (size_t i = 0; i < from->nlines; i++) {
    L->lines[L->nlines] = from->lines[i];
    L->lines[L->nlines++].start += base;
  }
}

static int line_cmp(const void *pa, const void *pb) {
  const SimPrintLine *a = pa, *b = pb;
  if (a->block != b->block) return a->block < b->block ? -1 : 1;
  if (a->epoch != b->epoch) return a->epoch < b->epoch ? -1 : 1;
  if (a->thread != b->thread) return a->thread < b->thread ? -1 : 1;
  return a->start < b->start ? -1 : a->start > b->start; /* one thread's lines in the order printed */
}

void sim_print_flush(SimLaunch *L) {
  bool sorted = true;
  for (size_t i = 1; i < L->nlines && sorted; i++) sorted = line_cmp(&L->lines[i - 1], &L->lines[i]) < 0;
  if (!sorted) {
    qsort(L->lines, L->nlines, sizeof *L->lines, line_cmp);
    for (size_t i = 0; i < L->nlines; i++) rt_stdout_write(L->out.data + L->lines[i].start, L->lines[i].len);
  } else if (L->out.len) {
    rt_stdout_write(L->out.data, L->out.len);
  }
  rt_sb_free(&L->out);
  free(L->lines);
  L->lines = NULL;
  L->nlines = L->caplines = 0;
}

/* ---- kernel-side warnings ---- */

/* Grow an array of n items of size bytes to hold one more (doubling cap); false when a thread
 * that may not raise is out of memory. */
static bool grow(void **items, size_t n, size_t *cap, size_t size, bool may_raise) {
  if (n < *cap) return true;
  size_t c = *cap ? *cap * 2 : 16;
  void *p = may_raise ? rt_realloc(*items, c * size) : realloc(*items, c * size);
  if (!p) return false;
  *items = p;
  *cap = c;
  return true;
}

/* Line key.len's record: key if it comes first in the printed order, and n more met there. */
static bool note_line(SimWarnings *W, SimPrintLine key, uint64_t n, bool may_raise) {
  size_t k = 0;
  while (k < W->nlines && W->lines[k].first.len != key.len) k++;
  if (k == W->nlines) {
    if (!grow((void **)&W->lines, W->nlines, &W->caplines, sizeof *W->lines, may_raise)) return false;
    W->lines[W->nlines++] = (SimWarnLine){key, 0};
  } else if (line_cmp(&key, &W->lines[k].first) < 0) {
    W->lines[k].first = key;
  }
  W->lines[k].count += n;
  return true;
}

bool sim_warn_note(SimLaunch *L, const SimWarp *w, uint32_t lanes, int line, int warn) {
  size_t place = (size_t)line * KWN_COUNT + (size_t)warn;
  SimWarnings *W = &L->warns;
  bool may_raise = !L->worker && !sim_exec_in_worker;
  uint64_t n = (uint64_t)__builtin_popcount(lanes);
  if (W->seen + n > SIM_WARN_KEPT) { /* past the cap: the lanes' first in the printed order stands for them */
    SimPrintLine key = order_key(L, w, __builtin_ctz(lanes), (size_t)W->seen);
    for (uint32_t m = lanes & (lanes - 1); m; m &= m - 1) {
      SimPrintLine other = order_key(L, w, __builtin_ctz(m), (size_t)W->seen);
      if (other.thread < key.thread) key = other;
    }
    key.len = place;
    W->seen += n;
    return note_line(W, key, n, may_raise);
  }
  for (uint32_t m = lanes; m; m &= m - 1) {
    SimPrintLine key = order_key(L, w, __builtin_ctz(m), (size_t)W->seen++);
    key.len = place;
    if (!note_line(W, key, 1, may_raise)) return false;
    if (!grow((void **)&W->all, W->n, &W->cap, sizeof *W->all, may_raise)) return false;
    W->all[W->n++] = key;
  }
  return true;
}

static void warnings_free(void *p) {
  SimWarnings *W = p;
  free(W->all);
  free(W->lines);
  memset(W, 0, sizeof *W);
}

void sim_warn_drop(SimLaunch *L) { warnings_free(&L->warns); }

static int warn_line_cmp(const void *a, const void *b) {
  return line_cmp(&((const SimWarnLine *)a)->first, &((const SimWarnLine *)b)->first);
}

/* NumPy's warning at the kernel's line (a place: line * KWN_COUNT + warning), as the
 * simulator's NumPy scalars give it; true when a repeat there would show again. Not under
 * np.errstate: NumPy 1.24 keeps it per thread, and the simulator's threads start with the
 * default ('warn'), whatever the program set. */
static bool warn_at_line(const SimLaunch *L, size_t place) {
  return py_warn_module_at_line(rt_exc_class(RT_EXC_RuntimeWarning), kir_warn_texts[place % KWN_COUNT], L->f->file,
                                (int)(place / KWN_COUNT), NULL, NULL);
}

/* Every warning noted, in the printed order; a line whose warning would not show again (the
 * registry has it now) is skipped after its first (its count set to 0). Past SIM_WARN_KEPT only
 * each line's first is known in order: the repeats an "always" filter shows follow it. */
void sim_warn_flush(SimLaunch *L) {
  SimWarnings W = L->warns;
  if (!W.seen) return;
  memset(&L->warns, 0, sizeof L->warns);
  int mark = rt_cleanup_push(warnings_free, &W);
  if (W.seen > SIM_WARN_KEPT) {
    qsort(W.lines, W.nlines, sizeof *W.lines, warn_line_cmp);
    for (size_t k = 0; k < W.nlines; k++) {
      bool again = warn_at_line(L, W.lines[k].first.len);
      for (uint64_t r = 1; again && r < W.lines[k].count; r++) warn_at_line(L, W.lines[k].first.len);
    }
  } else {
    qsort(W.all, W.n, sizeof *W.all, line_cmp);
    for (size_t i = 0; i < W.n; i++) {
      size_t k = 0;
      while (W.lines[k].first.len != W.all[i].len) k++;
      if (W.lines[k].count && !warn_at_line(L, W.all[i].len)) W.lines[k].count = 0;
    }
  }
  rt_cleanup_pop(mark, true);
}

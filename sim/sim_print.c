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
 * its workers' lines, whose keys do not depend on the thread that ran them. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
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

void sim_print_line(SimLaunch *L, const SimWarp *w, int l, size_t start) {
  SimPrintLine *p = &L->lines[L->nlines++];
  p->block = L->turn >= 0 ? L->turn : ndindex_rank(L->ctaid[0], L->ctaid[1], L->ctaid[2], L->grid);
  p->epoch = L->epoch;
  p->thread = (uint32_t)ndindex_rank(w->tid[0][l], w->tid[1][l], w->tid[2][l], L->block);
  p->start = start;
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

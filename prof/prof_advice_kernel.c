/* prof_advice_kernel.c — advice about what happens inside kernels, from the simulator's counters
 * per source line and the kernel model (prof_kmodel.c): uncoalesced global accesses, arrays read
 * again and again from global memory (tile them), FP64 on a device with little of it, occupancy
 * held down by the block size or shared memory, divergent branches, shared-memory bank conflicts.
 * Each line names the kernel's source line and the fix, with the saving the model estimates: the
 * kernel's modeled time again with the counts the fix would give. */
#include <string.h>

#include "prof_internal.h"

#define MIN_SAVING 0.05 /* advice only where the model saves at least 5% of the kernel */

typedef struct KAdvice {
  Prof *p;
  FILE *out;
  const char *tag;
  int printed;
} KAdvice;

static void head(KAdvice *a) {
  if (a->printed++ == 0) fprintf(a->out, "\n ** Advice:\n\n");
}

static double ratio(uint64_t a, uint64_t b) { return b ? (double)a / (double)b : 0.0; }

static uint64_t minus(uint64_t a, double b) { return b >= (double)a ? 0 : (uint64_t)((double)a - b); }

/* The kernel's modeled time with counts c. */
static double time_with(const Prof *pr, const ProfKernel *k, const ProfCounters *c) {
  ProfKTerms t;
  prof_kmodel_terms(pr->device, k, c, &t);
  return t.total;
}

/* Print the saving: the time now, the time with the fix, their difference. */
static void saving(KAdvice *a, double now, double then) {
  char x[32], y[32];
  fprintf(a->out, " Modeled saving: %s of %s (%.0f%%) %s.\n", prof_fmt_time((now - then) * 1e6, x, 32),
          prof_fmt_time(now * 1e6, y, 32), 100 * (now - then) / now, a->tag);
}

static bool worth(double now, double then) { return now > 0 && (now - then) / now >= MIN_SAVING; }

/* A line whose global requests touch at least twice the sectors their bytes need. */
static void uncoalesced(KAdvice *a, const ProfKernel *k, double now) {
  for (int l = 0; l < k->nlines; l++) {
    const ProfCounters *c = &k->lines[l];
    for (int st = 0; st < 2; st++) {
      uint64_t reqs = st ? c->gst_requests : c->gld_requests, secs = st ? c->gst_sectors : c->gld_sectors;
      uint64_t bytes = st ? c->gst_bytes : c->gld_bytes;
      if (reqs == 0) continue;
      double need = (double)bytes / 32.0 / (double)reqs; /* sectors a request needs when packed */
      if (need < 1) need = 1;
      double spr = ratio(secs, reqs);
      if (spr < 2 * need || spr < 8) continue;
      /* the fix: each request touches what it needs; its L1 passes, L2 and memory traffic shrink alike */
      double keep = need / spr;
      ProfCounters f = k->total;
      double extra = (double)secs * (1 - keep);
      if (st) f.gst_sectors = minus(f.gst_sectors, extra);
      else f.gld_sectors = minus(f.gld_sectors, extra);
      f.l1_wavefronts = minus(f.l1_wavefronts, (double)c->l1_wavefronts * (1 - keep));
      f.l2_hit_sectors = minus(f.l2_hit_sectors, (double)c->l2_hit_sectors * (1 - keep));
      f.dram_sectors = minus(f.dram_sectors, (double)c->dram_sectors * (1 - keep));
      double then = time_with(a->p, k, &f);
      if (!worth(now, then)) continue;
      head(a);
      fprintf(a->out, "  - Kernel '%s' line %d: each warp's global %s touches %.1f sectors of 32 bytes where %.0f would "
                      "do (uncoalesced). Have consecutive threads (threadIdx.x) access consecutive elements: in a 2-D "
                      "array, make the thread's x index the last subscript, or stage the data through "
                      "cuda.shared.array.", k->name, l, st ? "store" : "load", spr, need);
      saving(a, now, then);
    }
  }
}

/* Each byte of the arrays read many times from global memory, no shared memory: tile it. */
static void missing_reuse(KAdvice *a, const ProfKernel *k, double now) {
  const ProfCounters *t = &k->total;
  if (t->shared_requests > 0 || k->footprint_bytes <= 0) return;
  double reads = 32.0 * (double)t->gld_sectors / (double)k->footprint_bytes;
  if (reads < 8) return;
  int most = -1;
  for (int l = 0; l < k->nlines; l++)
    if (k->lines[l].gld_sectors > 0 && (most < 0 || k->lines[l].gld_sectors > k->lines[most].gld_sectors)) most = l;
  if (most < 0) return;
  /* the fix: 16x16 tiles load each element once per tile, then read it 16 times from shared memory */
  const ProfCounters *c = &k->lines[most];
  ProfCounters f = *t;
  double cut = 1.0 - 1.0 / 16;
  f.gld_requests = minus(f.gld_requests, (double)c->gld_requests * cut);
  f.gld_sectors = minus(f.gld_sectors, (double)c->gld_sectors * cut);
  f.l1_wavefronts = minus(f.l1_wavefronts, (double)c->l1_wavefronts * cut);
  f.l1_hit_sectors = minus(f.l1_hit_sectors, (double)c->l1_hit_sectors * cut);
  f.l2_hit_sectors = minus(f.l2_hit_sectors, (double)c->l2_hit_sectors * cut);
  f.gld_req_l2 = minus(f.gld_req_l2, (double)c->gld_req_l2 * cut);
  f.gld_req_dram = minus(f.gld_req_dram, (double)c->gld_req_dram * cut);
  f.shared_requests += c->gld_requests;
  f.shared_wavefronts += c->gld_requests;
  double then = time_with(a->p, k, &f);
  if (!worth(now, then)) return;
  head(a);
  fprintf(a->out, "  - Kernel '%s' reads each byte of its arrays %.0f times from global memory (line %d the most; "
                  "%.0f%% of those sectors came from the L1). Tile it: load blocks of the arrays into "
                  "cuda.shared.array once per block, cuda.syncthreads(), and reuse them from there.",
          k->name, reads, most, 100 * ratio(t->l1_hit_sectors, t->gld_sectors));
  saving(a, now, then);
}

static void fp64(KAdvice *a, const ProfKernel *k, double now) {
  const ProfDevice *d = a->p->device;
  const ProfCounters *t = &k->total;
  if (t->f64_ops == 0 || d->fp64_tflops * 8 > d->fp32_tflops) return;
  int most = 0;
  for (int l = 0; l < k->nlines; l++)
    if (k->lines[l].f64_ops > k->lines[most].f64_ops) most = l;
  ProfCounters f = *t;
  f.f32_ops += f.f64_ops;
  f.f64_ops = 0;
  double then = time_with(a->p, k, &f);
  if (!worth(now, then)) return;
  head(a);
  fprintf(a->out, "  - Kernel '%s' computes in float64 (line %d the most): the %s runs FP64 at 1/%.0f of its FP32 rate. "
                  "Use float32 where the precision allows (np.float32 arrays, float32() constants and "
                  "accumulators).", k->name, most, d->name, d->fp32_tflops / d->fp64_tflops);
  saving(a, now, then);
}

static void occupancy(KAdvice *a, const ProfKernel *k, double now) {
  const ProfDevice *d = a->p->device;
  ProfKTerms t;
  prof_kmodel_terms(d, k, NULL, &t);
  bool regs = t.limit == PROF_OCC_REGS && k->regs_from_ptxas; /* the estimate is no grounds for advice */
  if (t.occupancy > 0.5 || (t.limit != PROF_OCC_BLOCKS && t.limit != PROF_OCC_SHARED && !regs)) return;
  ProfKernel fixed = *k;
  int64_t tpb = prof_kernel_threads_per_block(k), smem = k->static_shared_bytes + k->dyn_shared_bytes;
  if (t.limit == PROF_OCC_BLOCKS) { /* small blocks: the same threads in blocks of 256 */
    int64_t threads = prof_kernel_blocks(k) * tpb;
    fixed.block[0] = 256, fixed.block[1] = fixed.block[2] = 1;
    fixed.grid[0] = (threads + 255) / 256, fixed.grid[1] = fixed.grid[2] = 1;
  } else if (regs) { /* as many registers as full occupancy allows */
    fixed.regs_per_thread = d->regs_per_sm / d->max_threads_per_sm;
  } else { /* half the shared memory per block */
    fixed.static_shared_bytes /= 2;
    fixed.dyn_shared_bytes /= 2;
  }
  double then = time_with(a->p, &fixed, NULL);
  if (!worth(now, then)) return;
  head(a);
  int64_t per_sm = prof_blocks_per_sm(d, k, NULL);
  if (t.limit == PROF_OCC_BLOCKS)
    fprintf(a->out, "  - Kernel '%s' runs blocks of %lld threads: an SM holds at most %d blocks, so occupancy is "
                    "%.0f%% and too few warps hide memory latency. Use blocks of 128 to 512 threads.",
            k->name, (long long)tpb, d->max_blocks_per_sm, 100 * t.occupancy);
  else if (regs)
    fprintf(a->out, "  - Kernel '%s' uses %d registers per thread (ptxas for %s, through NVRTC): an SM holds %lld "
                    "blocks of %lld threads, so occupancy is %.0f%%. At most %d registers per thread allow full "
                    "occupancy: keep fewer values alive at once (recompute cheap ones, load later, split the kernel "
                    "in two).",
            k->name, k->regs_per_thread, d->arch, (long long)per_sm, (long long)tpb, 100 * t.occupancy,
            d->regs_per_sm / d->max_threads_per_sm);
  else
    fprintf(a->out, "  - Kernel '%s' uses %lld bytes of shared memory per block: an SM holds %lld blocks, so "
                    "occupancy is %.0f%%. Use smaller tiles or fewer shared arrays (half the memory modeled).",
            k->name, (long long)smem, (long long)per_sm, 100 * t.occupancy);
  saving(a, now, then);
}

static void divergence(KAdvice *a, const ProfKernel *k, double now) {
  const ProfCounters *t = &k->total;
  if (t->warp_insts == 0) return;
  int worst = -1;
  for (int l = 0; l < k->nlines; l++) {
    const ProfCounters *c = &k->lines[l];
    if (c->branches == 0 || ratio(c->divergent_branches, c->branches) < 0.25) continue;
    if (worst < 0 || c->divergent_branches > k->lines[worst].divergent_branches) worst = l;
  }
  if (worst < 0) return;
  /* the fix at best: the same lane work in full warps */
  ProfCounters f = *t;
  f.warp_insts = (t->lane_insts + 31) / 32;
  double then = time_with(a->p, k, &f);
  if (!worth(now, then)) return;
  const ProfCounters *c = &k->lines[worst];
  head(a);
  fprintf(a->out, "  - Kernel '%s' line %d: %.0f%% of its branches split a warp, and the kernel's warps run %.0f%% of "
                  "their lanes. Make whole warps take the same side: test an index that changes by warp (tid // 32, "
                  "or a contiguous range like `tid < s` in a reduction) rather than one that alternates by lane "
                  "(`tid %% (2 * s) == 0`).",
          k->name, worst, 100 * ratio(c->divergent_branches, c->branches), 100 * ratio(t->lane_insts, 32 * t->warp_insts));
  fprintf(a->out, " Modeled saving: up to");
  char x[32], y[32];
  fprintf(a->out, " %s of %s (%.0f%%) %s.\n", prof_fmt_time((now - then) * 1e6, x, 32), prof_fmt_time(now * 1e6, y, 32),
          100 * (now - then) / now, a->tag);
}

static void bank_conflicts(KAdvice *a, const ProfKernel *k, double now) {
  for (int l = 0; l < k->nlines; l++) {
    const ProfCounters *c = &k->lines[l];
    if (c->shared_requests == 0 || c->shared_wavefronts < 2 * c->shared_requests) continue;
    ProfCounters f = k->total;
    f.shared_wavefronts -= c->shared_wavefronts - c->shared_requests;
    double then = time_with(a->p, k, &f);
    if (!worth(now, then)) continue;
    head(a);
    fprintf(a->out, "  - Kernel '%s' line %d: each shared-memory access takes %.1f passes (bank conflicts: lanes on "
                    "different words of one bank wait for each other). Pad the array's rows by one element (shape "
                    "(32, 33) for a 32x32 tile) or have consecutive threads use consecutive words.",
            k->name, l, ratio(c->shared_wavefronts, c->shared_requests));
    saving(a, now, then);
  }
}

int prof_advice_kernels(Prof *p, FILE *out, const char *tag, int printed) {
  KAdvice a = {p, out, tag, printed};
  for (int i = 0; i < p->log.nk; i++) {
    const ProfKernel *k = p->log.kernels[i];
    /* one set of lines per kernel name: its longest counted launch */
    bool first = true;
    const ProfKernel *big = NULL;
    for (int j = 0; j < p->log.nk; j++) {
      const ProfKernel *q = p->log.kernels[j];
      if (strcmp(q->name, k->name) != 0) continue;
      if (j < i) first = false;
      if (q->counted && q->measured_s <= 0 && (!big || q->time_s > big->time_s)) big = q;
    }
    if (!first || !big) continue;
    double now = time_with(p, big, NULL);
    uncoalesced(&a, big, now);
    missing_reuse(&a, big, now);
    fp64(&a, big, now);
    occupancy(&a, big, now);
    divergence(&a, big, now);
    bank_conflicts(&a, big, now);
  }
  return a.printed;
}

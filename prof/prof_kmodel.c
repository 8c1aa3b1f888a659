/* prof_kmodel.c — the kernel-time model (docs/profiler.md, "The models"): a launch's modeled time
 * from the simulator's exact counts and its replay of the address trace through an L1 per SM and
 * an L2 (sim/sim_cache.c), on one device model.
 *
 * A kernel takes the launch overhead plus the longest of its limits, each a count over a rate:
 * instruction issue (4 schedulers per SM, slowed by dependent-instruction latency when few warps
 * are resident), the FP32, FP64 and special-function pipes, the L1/shared-memory data path (one
 * 128-byte wavefront per clock; bank conflicts add wavefronts), L2 and device-memory bandwidth,
 * memory latency (Little's law: each warp waits for its loads one after another, so few resident
 * warps cannot keep enough bytes in flight), and atomics piling up on one address. The per-device
 * numbers beyond the datasheet table of prof_device.c are here, with their sources in the doc. */
#include <math.h>
#include <string.h>

#include "prof_internal.h"

/* Per device: L1 bytes per SM left for caching, L1 wavefronts per clock, L2 bandwidth (GB/s),
 * load latencies in cycles (L1 hit, L2 hit, device memory), SFU lanes per SM per clock. */
static const ProfDeviceMem mems[] = {
    {"h100", 128 * 1024, 1.0, 5500.0, 33, 260, 660, 16},
    {"h200", 128 * 1024, 1.0, 5500.0, 33, 260, 660, 16},
    {"a100", 128 * 1024, 1.0, 4000.0, 33, 200, 560, 16},
    {"t4", 64 * 1024, 0.5, 814.0, 32, 190, 500, 16},
};

const ProfDeviceMem *prof_device_mem(const ProfDevice *d) {
  for (size_t i = 0; i < sizeof mems / sizeof mems[0]; i++)
    if (strcmp(mems[i].name, d->name) == 0) return &mems[i];
  return &mems[0];
}

/* Caches no larger than twice the arrays' footprint behave as the device's (everything fits
 * either way) and cost the simulator far less memory to set up and touch. */
void prof_kmodel_setup(const ProfDevice *d, ProfKernel *k) {
  int64_t room = 2 * k->footprint_bytes > 65536 ? 2 * k->footprint_bytes : 65536;
  int64_t l1 = prof_device_mem(d)->l1_bytes, l2 = (int64_t)(d->l2_mb * 1048576);
  k->cache_sms = d->sms;
  k->l1_bytes = l1 < room ? l1 : room;
  k->l2_bytes = l2 < room ? l2 : room;
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static double maxd(double a, double b) { return a > b ? a : b; }

/* Blocks one SM holds at once: threads, blocks, shared memory and registers each limit it; *why
 * gets which limit bound it. */
int64_t prof_blocks_per_sm(const ProfDevice *d, const ProfKernel *k, ProfOccLimit *why) {
  int64_t tpb = prof_kernel_threads_per_block(k);
  int64_t warps = (tpb + 31) / 32;
  int64_t n = d->max_blocks_per_sm;
  ProfOccLimit w = PROF_OCC_BLOCKS;
  if (d->max_threads_per_sm / (warps * 32) < n) n = d->max_threads_per_sm / (warps * 32), w = PROF_OCC_THREADS;
  int64_t smem = k->static_shared_bytes + k->dyn_shared_bytes;
  if (smem > 0 && (int64_t)d->smem_kb_per_sm * 1024 / smem < n)
    n = (int64_t)d->smem_kb_per_sm * 1024 / smem, w = PROF_OCC_SHARED;
  if (k->regs_per_thread > 0 && d->regs_per_sm / (k->regs_per_thread * warps * 32) < n)
    n = d->regs_per_sm / (k->regs_per_thread * warps * 32), w = PROF_OCC_REGS;
  if (why) *why = w;
  return n > 0 ? n : 1;
}

/* Without the simulator's counts (a ufunc's launch): its arrays read or written once, ten
 * instructions and two FP32 operations per thread. */
static void estimate(const ProfKernel *k, ProfCounters *c) {
  memset(c, 0, sizeof *c);
  double threads = k->ufunc_elements > 0 ? (double)k->ufunc_elements
                                         : (double)prof_kernel_blocks(k) * (double)prof_kernel_threads_per_block(k);
  double bytes = (double)k->footprint_bytes;
  if (bytes == 0)
    for (int i = 0; i < k->nhost; i++) bytes += (double)k->host_bytes[i];
  c->warp_insts = (uint64_t)((threads + 31) / 32 * 10);
  c->f32_ops = (uint64_t)(2 * threads);
  c->gld_requests = c->gld_req_dram = (uint64_t)((threads + 31) / 32);
  c->l1_wavefronts = (uint64_t)(bytes / 128);
  c->gld_sectors = c->dram_sectors = (uint64_t)(bytes / 32);
}

void prof_kmodel_terms(const ProfDevice *d, const ProfKernel *k, const ProfCounters *counts, ProfKTerms *t) {
  const ProfDeviceMem *m = prof_device_mem(d);
  memset(t, 0, sizeof *t);
  int64_t blocks = prof_kernel_blocks(k), tpb = prof_kernel_threads_per_block(k);
  int64_t warps_per_block = (tpb + 31) / 32;
  int64_t per_sm = prof_blocks_per_sm(d, k, &t->limit);
  t->occupancy = (double)(per_sm * warps_per_block * 32) / d->max_threads_per_sm;
  if (t->occupancy > 1) t->occupancy = 1;
  int64_t busy = min64(d->sms, blocks);
  double resident = (double)(min64(per_sm, (blocks + busy - 1) / busy) * warps_per_block);
  ProfCounters est;
  const ProfCounters *c = counts;
  if (!c) {
    if (k->counted) c = &k->total;
    else estimate(k, &est), c = &est;
  }
  double clk = d->clock_ghz * 1e9, sms = (double)busy;
  /* a warp issues about every 4 cycles when each instruction waits for the one before */
  double issue_rate = resident / 4.0 < 4.0 ? resident / 4.0 : 4.0;
  t->issue = (double)(c->warp_insts + c->math_insts) / (sms * clk * issue_rate);
  double fp32_lanes = d->fp32_tflops * 1e12 / 2.0 / d->sms, fp64_lanes = d->fp64_tflops * 1e12 / 2.0 / d->sms;
  t->fp32 = (double)c->f32_ops / (sms * fp32_lanes);
  t->fp64 = (double)c->f64_ops / (sms * fp64_lanes);
  t->sfu = (double)c->sfu_ops / (sms * m->sfu_per_sm * clk);
  t->l1 = ((double)c->l1_wavefronts / m->l1_wavefronts_per_clk + (double)c->shared_wavefronts) / (sms * clk);
  double l2_sectors = (double)(c->l2_hit_sectors + c->dram_sectors + c->gst_sectors);
  double dram_sectors = (double)c->dram_sectors;
  if (!k->counted || (c->l1_hit_sectors + c->l2_hit_sectors + c->dram_sectors) == 0) {
    /* no trace replayed (a kernel path without the caches): every sector from memory, once
     * when the arrays fit in L2 */
    dram_sectors = (double)(c->gld_sectors + c->gst_sectors);
    l2_sectors = (double)(c->gld_sectors + c->gst_sectors);
  }
  double req_l2 = (double)c->gld_req_l2, req_dram = (double)c->gld_req_dram;
  double fits = k->footprint_bytes > 0 && k->footprint_bytes <= d->l2_mb * 1048576 ? k->footprint_bytes / 32.0 : 0;
  if (fits > 0 && dram_sectors > fits) {
    /* the arrays fit in L2: memory moves each sector once. Only sampled blocks' misses were
     * scaled to the grid, and most of them would have been hits after the first blocks. */
    double r = fits / dram_sectors;
    req_l2 += req_dram * (1 - r);
    req_dram *= r;
    dram_sectors = fits;
  }
  t->l2 = 32.0 * l2_sectors / (m->l2_gbs * 1e9 * sms / d->sms);
  t->dram = 32.0 * dram_sectors / (d->hbm_gbs * 1e9);
  double l1_reqs = (double)c->gld_requests - req_l2 - req_dram;
  if (l1_reqs < 0) l1_reqs = 0;
  double wait = l1_reqs * m->lat_l1 + req_l2 * m->lat_l2 + req_dram * m->lat_dram;
  t->latency = wait / (sms * resident * clk);
  t->atomics = maxd((double)c->atomic_serial, (double)c->atomic_lanes / 32.0) / clk;
  /* The limits overlap, but not perfectly (a block's phases between barriers take turns on the
   * memory system and the pipes): the kernel takes their root sum of squares, the longest alone
   * when it dominates, up to about 1.4 times it when two are equal (calibrated in the doc). */
  double longest = 0, squares = 0;
  const double *all = &t->issue;
  for (int i = 0; i < PROF_KTERMS; i++) {
    squares += all[i] * all[i];
    if (all[i] > longest) longest = all[i], t->bound = i;
  }
  t->total = PROF_LAUNCH_US * 1e-6 + sqrt(squares);
}

const char *const prof_kterm_names[PROF_KTERMS] = {"issue", "FP32", "FP64", "SFU", "L1/shared", "L2",
                                                   "memory bandwidth", "memory latency", "atomics"};

double prof_model_kernel(const ProfDevice *d, const ProfKernel *k, double *occupancy) {
  ProfKTerms t;
  prof_kmodel_terms(d, k, NULL, &t);
  *occupancy = t.occupancy;
  return t.total;
}

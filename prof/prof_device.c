/* prof_device.c — device models (datasheet numbers, sources in docs/profiler.md) and the models
 * of a copy's and a kernel's time from the exact counts the simulator keeps.
 *
 * Copy: latency + bytes / host-link bandwidth (D2D: read + write at device-memory bandwidth).
 * Kernel: launch time + the largest of memory time (32-byte sectors moved / bandwidth), issue
 * time (warp instructions / schedulers x clock) and FP time (operations / peak rate), each peak
 * scaled by how much of the device the launch fills: the SMs that get a block, and the resident
 * warps per SM against the PROF_WARPS_TO_HIDE needed to hide latency. Sectors read again are
 * taken as L2 hits when all the launch's arrays fit in the L2 cache. */
#include <string.h>

#include "prof_internal.h"

#define DEVICE_MODELS(X)                                                                          \
  /* name   product                   host link          SMs  GHz   HBM GB/s host GB/s FP32  FP64   smem thr/SM blk/SM regs/SM L2 MB */ \
  X("h100", "NVIDIA H100 SXM5 80GB",  "PCIe 5.0 x16",    132, 1.98, 3350.0,  64.0,  66.9, 33.5,  228, 2048, 32, 65536, 50)     \
  X("h200", "NVIDIA H200 SXM 141GB",  "PCIe 5.0 x16",    132, 1.98, 4800.0,  64.0,  66.9, 33.5,  228, 2048, 32, 65536, 50)     \
  X("a100", "NVIDIA A100 SXM4 80GB",  "PCIe 4.0 x16",    108, 1.41, 2039.0,  32.0,  19.5,  9.7,  164, 2048, 32, 65536, 40)     \
  X("t4",   "NVIDIA T4",              "PCIe 3.0 x16",     40, 1.59,  320.0,  16.0,   8.1,  0.25,  64, 1024, 16, 65536, 4)

static const ProfDevice devices[] = {
#define X(n, f, l, sm, ghz, hbm, host, f32, f64, smem, thr, blk, regs, l2) \
  {n, f, l, sm, ghz, hbm, host, f32, f64, smem, thr, blk, regs, l2},
    DEVICE_MODELS(X)
#undef X
};
#define NDEVICES ((int)(sizeof devices / sizeof devices[0]))

const ProfDevice *prof_device_find(const char *name) {
  if (strcmp(name, "default") == 0) return &devices[0];
  for (int i = 0; i < NDEVICES; i++)
    if (strcmp(devices[i].name, name) == 0) return &devices[i];
  return NULL;
}

const char *prof_device_names(void) { return "h100 (default), h200, a100, t4"; }

double prof_model_copy(const ProfDevice *d, RtCopyDir dir, int64_t nbytes) {
  if (dir == RT_COPY_D2D) return PROF_LAUNCH_US * 1e-6 + 2.0 * (double)nbytes / (d->hbm_gbs * 1e9);
  return PROF_COPY_LATENCY_US * 1e-6 + (double)nbytes / (d->host_gbs * 1e9);
}

/* A host<->device copy from pinned or pageable host memory: the link's DMA reaches about 80% of
 * its theoretical per-direction rate with pinned memory (PCIe packet overhead), and a pageable
 * copy, staged by the driver through a pinned buffer of its own, about half of that, and no
 * more than the host's own staging copy reaches (docs/profiler.md, "The models", with the
 * sources and measurements). D2D as prof_model_copy. */
double prof_model_host_copy(const ProfDevice *d, RtCopyDir dir, int64_t nbytes, bool pinned) {
  if (dir == RT_COPY_D2D) return prof_model_copy(d, dir, nbytes);
  double gbs = d->host_gbs * PROF_PINNED_SHARE;
  if (!pinned) gbs = gbs * PROF_PAGEABLE_SHARE < PROF_PAGEABLE_MAX_GBS ? gbs * PROF_PAGEABLE_SHARE : PROF_PAGEABLE_MAX_GBS;
  return PROF_COPY_LATENCY_US * 1e-6 + (double)nbytes / (gbs * 1e9);
}

int64_t prof_kernel_blocks(const ProfKernel *k) { return k->grid[0] * k->grid[1] * k->grid[2]; }
int64_t prof_kernel_threads_per_block(const ProfKernel *k) { return k->block[0] * k->block[1] * k->block[2]; }

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static double maxd(double a, double b) { return a > b ? a : b; }

/* Blocks one SM holds at once: threads, blocks, shared memory and registers each limit it. */
static int64_t blocks_per_sm(const ProfDevice *d, const ProfKernel *k) {
  int64_t tpb = prof_kernel_threads_per_block(k);
  int64_t warps = (tpb + 31) / 32;
  int64_t n = min64(d->max_blocks_per_sm, d->max_threads_per_sm / (warps * 32));
  int64_t smem = k->static_shared_bytes + k->dyn_shared_bytes;
  if (smem > 0) n = min64(n, (int64_t)d->smem_kb_per_sm * 1024 / smem);
  if (k->regs_per_thread > 0) n = min64(n, d->regs_per_sm / (k->regs_per_thread * warps * 32));
  return n > 0 ? n : 1;
}

/* Without the simulator's counts: every array argument read once, ten instructions a thread. */
static void estimate(const ProfKernel *k, double *bytes, double *insts) {
  double b = 0;
  for (int i = 0; i < k->nhost; i++) b += (double)k->host_bytes[i];
  *bytes = b;
  *insts = (double)prof_kernel_blocks(k) * (double)((prof_kernel_threads_per_block(k) + 31) / 32) * 10.0;
}

double prof_model_kernel(const ProfDevice *d, const ProfKernel *k, double *occupancy) {
  int64_t blocks = prof_kernel_blocks(k), tpb = prof_kernel_threads_per_block(k);
  int64_t warps_per_block = (tpb + 31) / 32;
  int64_t per_sm = blocks_per_sm(d, k);
  *occupancy = (double)(per_sm * warps_per_block * 32) / d->max_threads_per_sm;
  if (*occupancy > 1) *occupancy = 1;
  int64_t busy_sms = min64(d->sms, blocks);
  int64_t resident = min64(per_sm, (blocks + busy_sms - 1) / busy_sms) * warps_per_block;
  double hide = (double)resident / PROF_WARPS_TO_HIDE;
  if (hide > 1) hide = 1;
  double fill = (double)busy_sms / d->sms * hide;
  double bytes, insts, f32 = 0, f64 = 0;
  if (k->counted) {
    const ProfCounters *c = &k->total;
    bytes = 32.0 * (double)(c->gld_sectors + c->gst_sectors);
    /* sectors read again hit the L2 when every array fits in it: memory moves each byte once */
    if (k->footprint_bytes > 0 && k->footprint_bytes <= d->l2_mb * 1048576 && bytes > k->footprint_bytes)
      bytes = (double)k->footprint_bytes;
    insts = (double)c->warp_insts + (double)(c->shared_wavefronts - c->shared_requests);
    f32 = (double)c->flops32;
    f64 = (double)c->flops64;
  } else {
    estimate(k, &bytes, &insts);
  }
  double t_mem = bytes / (d->hbm_gbs * 1e9 * fill);
  double t_issue = insts / (d->sms * 4.0 * d->clock_ghz * 1e9 * fill);
  double t_fp = maxd(f32 / (d->fp32_tflops * 1e12 * fill), f64 / (d->fp64_tflops * 1e12 * fill));
  return PROF_LAUNCH_US * 1e-6 + maxd(t_mem, maxd(t_issue, t_fp));
}

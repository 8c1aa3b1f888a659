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
  /* name   product                   host link          SMs  GHz   HBM GB/s host GB/s FP32  FP64   smem thr/SM blk/SM regs/SM L2 MB arch */ \
  X("h100", "NVIDIA H100 SXM5 80GB",  "PCIe 5.0 x16",    132, 1.98, 3350.0,  64.0,  66.9, 33.5,  228, 2048, 32, 65536, 50, "sm_90") \
  X("h200", "NVIDIA H200 SXM 141GB",  "PCIe 5.0 x16",    132, 1.98, 4800.0,  64.0,  66.9, 33.5,  228, 2048, 32, 65536, 50, "sm_90") \
  X("a100", "NVIDIA A100 SXM4 80GB",  "PCIe 4.0 x16",    108, 1.41, 2039.0,  32.0,  19.5,  9.7,  164, 2048, 32, 65536, 40, "sm_80") \
  X("t4",   "NVIDIA T4",              "PCIe 3.0 x16",     40, 1.59,  320.0,  16.0,   8.1,  0.25,  64, 1024, 16, 65536, 4,  "sm_75")

static const ProfDevice devices[] = {
#define X(n, f, l, sm, ghz, hbm, host, f32, f64, smem, thr, blk, regs, l2, arch) \
  {n, f, l, sm, ghz, hbm, host, f32, f64, smem, thr, blk, regs, l2, arch},
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

/* prof_model_kernel and the kernel model's per-device numbers: prof_kmodel.c. */

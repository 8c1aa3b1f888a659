/* standin_stream.c — the stand-in's streams (tests only; see standin_nvrtc.c): work is queued as
 * on a GPU and runs only when the host waits for it, so that a missing synchronisation shows.
 *
 * Launches, memsets, event records and copies that CUDA runs asynchronously (device to device, or
 * to or from pinned memory) join one queue in order; they run at cudaStreamSynchronize, at
 * cudaEventSynchronize (up to that event's last record), before a copy that CUDA makes
 * synchronous (to or from pageable host memory: the stream's work first, then the copy, as the
 * Runtime's "API synchronization behavior" describes it), before cudaFree and cudaFreeHost, and,
 * for blocking streams only, before a cudaMemcpy on the legacy default stream (Weft's stream is
 * non-blocking). A launch copies its parameters when it is queued, as CUDA does. A failed launch
 * is reported by the next wait and by every one after it (a GPU's launch failures are sticky).
 * Events record the wall clock when they run. Kernels' printf output is flushed after each
 * launch runs, as a GPU's buffer is emptied when the host synchronises. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "standin.h"

struct CUstream_st {
  unsigned flags;
};
struct CUevent_st {
  double ms;    /* when it last ran, in milliseconds of CLOCK_MONOTONIC */
  int recorded; /* it has run at least once */
  int queued;   /* records of it waiting in the queue */
};

typedef enum { OP_LAUNCH, OP_COPY, OP_SET, OP_EVENT } OpKind;
typedef struct Op {
  OpKind kind;
  int blocking; /* queued on the legacy stream or a stream made without cudaStreamNonBlocking */
  const struct CUkern_st *kernel;
  dim3 grid, block;
  void **params; /* the launch's own copy (malloc'd by the kernel object) */
  size_t shmem;
  void *dst;
  const void *src;
  size_t n;
  int value;
  cudaEvent_t ev;
} Op;

typedef struct Queue {
  Op *ops;
  size_t head, n, cap;
  cudaError_t sticky; /* the first launch failure */
} Queue;
static Queue queue;

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int is_blocking(cudaStream_t s) { return !s || !(s->flags & cudaStreamNonBlocking); }

static void push(Op op, cudaStream_t s) {
  if (queue.n == queue.cap) {
    queue.cap = queue.cap ? 2 * queue.cap : 64;
    queue.ops = realloc(queue.ops, queue.cap * sizeof *queue.ops);
  }
  op.blocking = is_blocking(s);
  queue.ops[queue.n++] = op;
}

static void run(Op *op) {
  switch (op->kind) {
  case OP_LAUNCH: {
    standin_log("launch", op->kernel->name);
    int rc = queue.sticky == cudaSuccess ? op->kernel->entry(op->grid, op->block, op->params, op->shmem) : 0;
    fflush(stdout);
    free(op->params);
    if (rc && queue.sticky == cudaSuccess)
      queue.sticky = rc == 2 ? cudaErrorInvalidValue : rc == 3 ? cudaErrorIllegalAddress : cudaErrorLaunchFailure;
    break;
  }
  case OP_COPY: memmove(op->dst, op->src, op->n); break;
  case OP_SET: memset(op->dst, op->value, op->n); break;
  case OP_EVENT:
    op->ev->ms = now_ms();
    op->ev->recorded = 1;
    op->ev->queued--;
    break;
  }
}

/* Runs the queue up to and including index last. */
static void run_through(size_t last) {
  while (queue.head <= last && queue.head < queue.n) run(&queue.ops[queue.head++]);
  if (queue.head == queue.n) queue.head = queue.n = 0;
}

void standin_drain(cudaEvent_t until) {
  if (!until) {
    if (queue.n) run_through(queue.n - 1);
    return;
  }
  for (size_t k = queue.n; k-- > queue.head;)
    if (queue.ops[k].kind == OP_EVENT && queue.ops[k].ev == until) {
      run_through(k);
      return;
    }
}

void standin_drain_blocking(void) {
  for (size_t k = queue.n; k-- > queue.head;)
    if (queue.ops[k].blocking) {
      run_through(k);
      return;
    }
}

/* ---- streams and events ---- */

EXPORT cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags) {
  *s = calloc(1, sizeof **s);
  if (!*s) return cudaErrorMemoryAllocation;
  (*s)->flags = flags;
  return cudaSuccess;
}

/* One queue for every stream: waiting for one runs the others' earlier work too. */
EXPORT cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  (void)s;
  standin_drain(NULL);
  return queue.sticky;
}

EXPORT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *ev, unsigned int flags) {
  (void)flags;
  *ev = calloc(1, sizeof **ev);
  return *ev ? cudaSuccess : cudaErrorMemoryAllocation;
}

EXPORT cudaError_t cudaEventCreate(cudaEvent_t *ev) { return cudaEventCreateWithFlags(ev, 0); }

EXPORT cudaError_t cudaEventRecord(cudaEvent_t ev, cudaStream_t s) {
  if (!ev) return cudaErrorInvalidResourceHandle;
  ev->queued++;
  push((Op){.kind = OP_EVENT, .ev = ev}, s);
  return cudaSuccess;
}

EXPORT cudaError_t cudaEventSynchronize(cudaEvent_t ev) {
  standin_drain(ev);
  return queue.sticky;
}

/* As CUDA: an event not yet reached is cudaErrorNotReady, one never recorded an invalid handle. */
EXPORT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t stop) {
  if (!start || !stop) return cudaErrorInvalidResourceHandle;
  if (start->queued || stop->queued) return cudaErrorNotReady;
  if (!start->recorded || !stop->recorded) return cudaErrorInvalidResourceHandle;
  *ms = (float)(stop->ms - start->ms);
  return cudaSuccess;
}

/* CUDA lets a queued record finish after cudaEventDestroy; the stand-in runs it first. */
EXPORT cudaError_t cudaEventDestroy(cudaEvent_t ev) {
  if (ev && ev->queued) standin_drain(ev);
  free(ev);
  return cudaSuccess;
}

/* ---- asynchronous copies and memsets ---- */

EXPORT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind, cudaStream_t s) {
  cudaError_t err = standin_copy_ok(dst, src, n, kind);
  if (err != cudaSuccess || !n) return err;
  int host_dst = kind == cudaMemcpyDeviceToHost, host_src = kind == cudaMemcpyHostToDevice;
  if ((host_dst && !standin_in(dst, n, PINNED)) || (host_src && !standin_in(src, n, PINNED))) {
    standin_drain(NULL); /* pageable memory: synchronous, after the stream's earlier work */
    memmove(dst, src, n);
    return queue.sticky;
  }
  push((Op){.kind = OP_COPY, .dst = dst, .src = src, .n = n}, s);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemsetAsync(void *p, int value, size_t n, cudaStream_t s) {
  if (n && !standin_in(p, n, DEVICE)) return cudaErrorInvalidValue;
  push((Op){.kind = OP_SET, .dst = p, .value = value, .n = n}, s);
  return cudaSuccess;
}

/* ---- launches ---- */

/* A configuration the device cannot run fails here; a failure while running, at the next wait. */
EXPORT cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t s) {
  const struct CUkern_st *k = func;
  unsigned long long threads = (unsigned long long)block.x * block.y * block.z;
  if (!k || !grid.x || !grid.y || !grid.z || !threads || threads > 1024 || block.z > 64 || grid.y > 65535 ||
      grid.z > 65535)
    return cudaErrorInvalidConfiguration;
  push((Op){.kind = OP_LAUNCH, .kernel = k, .grid = grid, .block = block, .params = k->copy_params(args),
            .shmem = shmem},
       s);
  return cudaSuccess;
}

/* A cooperative launch (a kernel that syncs its grid): every block must be resident at once, at
 * most 32 blocks and 2048 threads per SM of the H100-like device's 132; more fails as on a GPU.
 * The stand-in runs blocks one after another, so its grid sync (standin_kernel.h) takes one
 * block only. */
EXPORT cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shmem,
                                               cudaStream_t s) {
  unsigned long long threads = (unsigned long long)block.x * block.y * block.z;
  unsigned long long per_sm = threads ? 2048 / threads : 0, blocks = (unsigned long long)grid.x * grid.y * grid.z;
  if (per_sm > 32) per_sm = 32;
  if (threads && threads <= 1024 && blocks > per_sm * 132) return cudaErrorCooperativeLaunchTooLarge;
  return cudaLaunchKernel(func, grid, block, args, shmem, s);
}

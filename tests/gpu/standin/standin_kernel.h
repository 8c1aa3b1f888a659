/* standin_kernel.h — what CUDA C needs to compile as host C++ (tests only; see standin.c and
 * docs/gpu.md, "The GPU path on the CPU"). The stand-in for NVRTC puts this file in front of
 * the exact CUDA C text Weft generated and compiles both with g++ into a shared object; the
 * stand-in for the CUDA Runtime loads that and calls wf_sa_entry_<kernel> to launch.
 *
 * Execution: blocks run one after another (a kernel that syncs its grid, WF_SA_COOP, keeps all
 * its blocks instead: wf_sa_coop_grid); the threads of a block are fibers (ucontext) that
 * run one at a time, each until it waits at __syncthreads or a warp intrinsic or returns. When
 * no fiber can run, the scheduler releases a warp whose participating lanes have all arrived
 * (computing the intrinsic's result for each), else the block barrier once every live thread
 * waits at it; if neither, the launch fails (a barrier no thread can pass). A kernel without
 * barriers, warp intrinsics or atomics runs its threads as plain calls (WF_SA_FIBERS 0). Since
 * only one thread runs at a time, atomics are plain read-modify-write; each then lets the other
 * threads run, so that a thread spinning on an atomic flag lets the thread that sets it get there. Floating point is the host's,
 * compiled without contraction or fast-math, as the simulator computes. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <utility>

/* ---- the CUDA C keywords ---- */
#define __global__
#define __device__
#define __host__
#define __constant__
/* Static shared arrays live in one section, so that a cooperative launch can keep a copy per
 * block (wf_sa_coop_grid swaps them as it switches blocks). */
#define __shared__ static __attribute__((section("wf_sa_shared")))
extern char __start_wf_sa_shared[] __attribute__((weak)), __stop_wf_sa_shared[] __attribute__((weak));
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#pragma GCC diagnostic ignored "-Wunknown-pragmas"

struct uint3 { unsigned x, y, z; };
struct dim3 { unsigned x, y, z; };
static const int warpSize = 32;

/* ---- the launch's state ---- */
enum { WF_SA_RUN, WF_SA_BAR, WF_SA_WARP, WF_SA_DONE, WF_SA_GRID };
struct WfSaThread {
  ucontext_t ctx;
  uint3 tid;
  int linear, state;
  unsigned mask;           /* the lanes a warp intrinsic waits for */
  unsigned long long val;  /* the value it contributes */
  int pred, src;           /* its predicate; the lane it reads (shuffles), -1 for its own */
  unsigned long long got;  /* after release: the value read from lane src */
  unsigned ballot, match;  /* after release: lanes whose pred is set / whose val equals ours */
};
static WfSaThread *wf_sa_cur, *wf_sa_threads;
static uint3 wf_sa_block;
static dim3 wf_sa_bdim, wf_sa_gdim;
static int wf_sa_nthreads, wf_sa_bar_count, wf_sa_bar_live; /* the last barrier's count and arrivals */
static ucontext_t wf_sa_sched;
static void **wf_sa_params;
static void (*wf_sa_body)(void);
#define WF_SA_STACK (256 * 1024)
#define WF_SA_DYN_MAX (228 * 1024)
__attribute__((aligned(16))) unsigned char weft_dyn_shared[WF_SA_DYN_MAX];

#define threadIdx (wf_sa_cur->tid)
#define blockIdx wf_sa_block
#define blockDim wf_sa_bdim
#define gridDim wf_sa_gdim

static void wf_sa_wait(int state) {
  WfSaThread *me = wf_sa_cur;
  if (!WF_SA_FIBERS) {
    fprintf(stderr, "weft CUDA stand-in: a barrier in a kernel compiled without fibers\n");
    abort();
  }
  me->state = state;
  swapcontext(&me->ctx, &wf_sa_sched);
  wf_sa_cur = me;
}

/* ---- barriers ---- */
static inline void __syncthreads() { wf_sa_wait(WF_SA_BAR); }
/* cuda.cg.this_grid().sync() (the prelude's wf_grid_sync): the block barrier in a one-block grid;
 * with several blocks (a kernel that has one runs as a cooperative grid, WF_SA_COOP) the thread
 * waits until every block's threads wait there or have ended (wf_sa_coop_grid). */
#define WF_SA_GRID_SYNC 1
static inline void wf_grid_sync() {
  wf_sa_wait(wf_sa_gdim.x * wf_sa_gdim.y * wf_sa_gdim.z > 1 ? WF_SA_GRID : WF_SA_BAR);
}
static inline int __syncthreads_count(int p) {
  wf_sa_cur->pred = p != 0;
  wf_sa_wait(WF_SA_BAR);
  return wf_sa_bar_count;
}
static inline int __syncthreads_and(int p) { return __syncthreads_count(p) == wf_sa_bar_live; }
static inline int __syncthreads_or(int p) { return __syncthreads_count(p) != 0; }
static inline void __threadfence() {}
static inline void __threadfence_block() {}
static inline void __threadfence_system() {}

/* ---- warp intrinsics: each lane states what it brings, the scheduler meets them ---- */
static inline int wf_sa_lane() { return wf_sa_cur->linear % 32; }
template <typename T> static unsigned long long wf_sa_bits(T v) {
  unsigned long long b = 0;
  memcpy(&b, &v, sizeof v);
  return b;
}
template <typename T> static T wf_sa_from_bits(unsigned long long b) {
  T v;
  memcpy(&v, &b, sizeof v);
  return v;
}
static void wf_sa_warp(unsigned mask, unsigned long long val, int pred, int src) {
  WfSaThread *me = wf_sa_cur;
  me->mask = mask, me->val = val, me->pred = pred != 0, me->src = src;
  wf_sa_wait(WF_SA_WARP);
}
static inline void __syncwarp(unsigned mask = 0xffffffffu) { wf_sa_warp(mask, 0, 0, -1); }
static inline unsigned __ballot_sync(unsigned mask, int p) {
  wf_sa_warp(mask, 0, p, -1);
  return wf_sa_cur->ballot & mask;
}
static inline int __all_sync(unsigned mask, int p) { return __ballot_sync(mask, !p) == 0; }
static inline int __any_sync(unsigned mask, int p) { return __ballot_sync(mask, p) != 0; }
static inline unsigned __activemask() { return __ballot_sync(0xffffffffu, 1); }
template <typename T> static unsigned __match_any_sync(unsigned mask, T v) {
  wf_sa_warp(mask, wf_sa_bits(v), 1, -1);
  return wf_sa_cur->match & mask;
}
template <typename T> static unsigned __match_all_sync(unsigned mask, T v, int *pred) {
  wf_sa_warp(mask, wf_sa_bits(v), 1, -1); /* pred 1: the ballot is the lanes that took part */
  unsigned m = wf_sa_cur->match & mask;
  *pred = m == (wf_sa_cur->ballot & mask);
  return *pred ? mask : 0;
}
template <typename T> static T wf_sa_shfl(unsigned mask, T v, int src) {
  wf_sa_warp(mask, wf_sa_bits(v), 1, src);
  return wf_sa_from_bits<T>(wf_sa_cur->got);
}
/* CUDA's rules for a width below 32: a lane reads within its own group of width lanes; a source
 * below the group (up) or above it (down, xor) gives the lane its own value */
template <typename T> static T __shfl_sync(unsigned mask, T v, int src, int width = 32) {
  int lane = wf_sa_lane(), base = lane / width * width;
  return wf_sa_shfl(mask, v, base + ((src % width) + width) % width);
}
template <typename T> static T __shfl_up_sync(unsigned mask, T v, unsigned delta, int width = 32) {
  int lane = wf_sa_lane(), base = lane / width * width, s = lane - (int)delta;
  return wf_sa_shfl(mask, v, s < base ? -1 : s);
}
template <typename T> static T __shfl_down_sync(unsigned mask, T v, unsigned delta, int width = 32) {
  int lane = wf_sa_lane(), base = lane / width * width, s = lane + (int)delta;
  return wf_sa_shfl(mask, v, s >= base + width ? -1 : s);
}
template <typename T> static T __shfl_xor_sync(unsigned mask, T v, int lanemask, int width = 32) {
  int lane = wf_sa_lane(), base = lane / width * width, s = lane ^ lanemask;
  return wf_sa_shfl(mask, v, s >= base + width ? -1 : s);
}

/* The prelude reads %laneid and %lanemask_lt with inline PTX (`asm volatile("mov.u32 %0, %%laneid;"
 * : "=r"(r))`, into a variable named r): `asm` goes away and `volatile(...)` becomes the host's
 * answer. `volatile` before a type is not followed by a parenthesis and stays a keyword. */
static unsigned wf_sa_special(const char *ptx) {
  int lane = wf_sa_lane();
  if (strstr(ptx, "%laneid")) return (unsigned)lane;
  if (strstr(ptx, "%lanemask_lt")) return (1u << lane) - 1u;
  fprintf(stderr, "weft CUDA stand-in: unknown inline PTX %s\n", ptx);
  abort();
}
#define asm
#define volatile(...) (r = wf_sa_special(#__VA_ARGS__))

/* ---- bit intrinsics ---- */
/* the generated code spells infinite and NaN constants by their bits (kir_cgen_put_float) */
static inline float __int_as_float(int x) {
  float f;
  memcpy(&f, &x, sizeof f);
  return f;
}
static inline double __longlong_as_double(long long x) {
  double d;
  memcpy(&d, &x, sizeof d);
  return d;
}
static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static inline int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
static inline int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
static inline int __ffs(int x) { return __builtin_ffs(x); }
static inline int __ffsll(long long x) { return __builtin_ffsll(x); }
static inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int k = 0; k < 32; k++) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}
static inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  for (int k = 0; k < 64; k++) r |= ((x >> k) & 1ull) << (63 - k);
  return r;
}

/* ---- atomics: one thread runs at a time, so a read and a write ---- */
/* After each atomic the thread lets the others run: a thread that spins on an atomic waiting for
 * another one's write (tests/golden/kernels/spin_wait_chain.py) must not keep the CPU forever. */
static void wf_sa_yield(void) {
  if (WF_SA_FIBERS) wf_sa_wait(WF_SA_RUN);
}
#define WF_SA_ATOMIC(name, expr)                                              \
  template <typename T, typename U> static T name(T *p, U u) {                \
    T old = *p, v = (T)u;                                                     \
    *p = (T)(expr);                                                           \
    wf_sa_yield();                                                            \
    return old;                                                               \
  }
WF_SA_ATOMIC(atomicAdd, old + v)
WF_SA_ATOMIC(atomicSub, old - v)
WF_SA_ATOMIC(atomicExch, v)
WF_SA_ATOMIC(atomicMax, v > old ? v : old)
WF_SA_ATOMIC(atomicMin, v < old ? v : old)
WF_SA_ATOMIC(atomicAnd, old & v)
WF_SA_ATOMIC(atomicOr, old | v)
WF_SA_ATOMIC(atomicXor, old ^ v)
WF_SA_ATOMIC(atomicInc, old >= v ? 0 : old + 1)
WF_SA_ATOMIC(atomicDec, (old == 0 || old > v) ? v : old - 1)
template <typename T, typename U, typename V> static T atomicCAS(T *p, U c, V v) {
  T old = *p;
  if (old == (T)c) *p = (T)v;
  wf_sa_yield();
  return old;
}

/* ---- the scheduler ---- */
static void wf_sa_fiber(void) {
  wf_sa_body();
  wf_sa_cur->state = WF_SA_DONE;
  /* uc_link returns to the scheduler */
}

/* Releases every warp whose waiting lanes' masks are all present; true when one was. With force
 * (nothing else can move), the lanes that wait meet without the missing ones, as the lanes a
 * branch left out do on a GPU (__activemask() inside an if). */
static bool wf_sa_release_warps(bool force) {
  bool any = false;
  for (int w = 0; w * 32 < wf_sa_nthreads; w++) {
    WfSaThread *lanes = wf_sa_threads + w * 32;
    int n = wf_sa_nthreads - w * 32 < 32 ? wf_sa_nthreads - w * 32 : 32;
    unsigned waiting = 0, live = 0, need = 0;
    for (int l = 0; l < n; l++) {
      if (lanes[l].state != WF_SA_DONE) live |= 1u << l;
      if (lanes[l].state == WF_SA_WARP) waiting |= 1u << l, need |= lanes[l].mask;
    }
    if (!waiting || (!force && (need & live & ~waiting))) continue;
    unsigned ballot = 0;
    for (int l = 0; l < n; l++)
      if ((waiting >> l & 1) && lanes[l].pred) ballot |= 1u << l;
    for (int l = 0; l < n; l++) {
      if (!(waiting >> l & 1)) continue;
      WfSaThread *t = &lanes[l];
      t->ballot = ballot, t->match = 0;
      for (int o = 0; o < n; o++)
        if ((waiting >> o & 1) && lanes[o].val == t->val) t->match |= 1u << o;
      t->got = t->src >= 0 && t->src < n && (waiting >> t->src & 1) ? lanes[t->src].val : t->val;
      t->state = WF_SA_RUN;
    }
    any = true;
  }
  return any;
}

static bool wf_sa_release_block(void) {
  int count = 0, live = 0;
  for (int k = 0; k < wf_sa_nthreads; k++) {
    if (wf_sa_threads[k].state == WF_SA_DONE) continue;
    if (wf_sa_threads[k].state != WF_SA_BAR) return false;
    count += wf_sa_threads[k].pred, live++;
  }
  wf_sa_bar_live = live;
  for (int k = 0; k < wf_sa_nthreads; k++)
    if (wf_sa_threads[k].state == WF_SA_BAR) wf_sa_threads[k].state = WF_SA_RUN, wf_sa_threads[k].pred = 0;
  wf_sa_bar_count = count;
  return true;
}

static void wf_sa_make_fibers(char *stacks) {
  for (int k = 0; k < wf_sa_nthreads; k++) {
    WfSaThread *t = &wf_sa_threads[k];
    getcontext(&t->ctx);
    t->ctx.uc_stack.ss_sp = stacks + (size_t)k * WF_SA_STACK;
    t->ctx.uc_stack.ss_size = WF_SA_STACK;
    t->ctx.uc_link = &wf_sa_sched;
    makecontext(&t->ctx, wf_sa_fiber, 0);
  }
}

/* The block's fibers until none can move: 0 all ended, 1 stuck, 2 every live one waits at the
 * grid sync. */
static int wf_sa_step_fibers(void) {
  for (;;) {
    bool ran = false, live = false;
    for (int k = 0; k < wf_sa_nthreads; k++) {
      WfSaThread *t = &wf_sa_threads[k];
      if (t->state != WF_SA_RUN) {
        live |= t->state != WF_SA_DONE;
        continue;
      }
      wf_sa_cur = t;
      swapcontext(&wf_sa_sched, &t->ctx);
      ran = true;
      live |= t->state != WF_SA_DONE;
    }
    if (!live) return 0;
    if (ran) continue;
    bool grid = true;
    for (int k = 0; k < wf_sa_nthreads; k++)
      grid &= wf_sa_threads[k].state == WF_SA_GRID || wf_sa_threads[k].state == WF_SA_DONE;
    if (grid) return 2;
    if (!wf_sa_release_warps(false) && !wf_sa_release_block() && !wf_sa_release_warps(true)) return 1;
  }
}

/* One block with fibers: 0, or 1 when its threads can no longer move. */
static int wf_sa_run_fibers(char *stacks) {
  wf_sa_make_fibers(stacks);
  int rc = wf_sa_step_fibers();
  return rc == 2 ? 1 : rc;
}

/* A cooperative grid of several blocks: every block keeps its fibers, stacks and a copy of the
 * shared memory; in turn each runs until its threads wait at the grid sync or have ended, and
 * when all blocks have, they go on together. 0, or 1 when a block is stuck. */
struct WfSaBlock {
  WfSaThread *threads;
  char *stacks, *shared;
  int rc; /* -1 not started, 0 ended, 2 waits at the grid sync */
};
static int wf_sa_coop_grid(dim3 g, dim3 b, size_t shmem) {
  int nb = (int)(g.x * g.y * g.z), n = wf_sa_nthreads;
  size_t statics = (size_t)(__stop_wf_sa_shared - __start_wf_sa_shared), bytes = statics + shmem;
  WfSaBlock *blk = (WfSaBlock *)calloc((size_t)nb, sizeof *blk);
  for (int i = 0; i < nb; i++) {
    blk[i].threads = (WfSaThread *)calloc((size_t)n, sizeof(WfSaThread));
    blk[i].stacks = (char *)mmap(NULL, (size_t)n * WF_SA_STACK, PROT_READ | PROT_WRITE,
                                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    blk[i].shared = (char *)calloc(bytes + 1, 1);
    blk[i].rc = -1;
  }
  int rc = 0;
  for (bool waiting = true; waiting && !rc;) {
    waiting = false;
    for (int i = 0; i < nb && !rc; i++) {
      WfSaBlock *B = &blk[i];
      if (B->rc == 0) continue;
      wf_sa_threads = B->threads;
      wf_sa_block = uint3{i % g.x, i / g.x % g.y, i / (g.x * g.y)};
      memcpy(__start_wf_sa_shared, B->shared, statics);
      memcpy(weft_dyn_shared, B->shared + statics, shmem);
      if (B->rc < 0) {
        for (int k = 0; k < n; k++) {
          WfSaThread *t = &B->threads[k];
          t->linear = k, t->state = WF_SA_RUN, t->pred = 0;
          t->tid = uint3{k % b.x, k / b.x % b.y, k / (b.x * b.y)};
        }
        wf_sa_make_fibers(B->stacks);
      } else {
        for (int k = 0; k < n; k++)
          if (B->threads[k].state == WF_SA_GRID) B->threads[k].state = WF_SA_RUN;
      }
      B->rc = wf_sa_step_fibers();
      memcpy(B->shared, __start_wf_sa_shared, statics);
      memcpy(B->shared + statics, weft_dyn_shared, shmem);
      if (B->rc == 1) rc = 1;
      waiting |= B->rc == 2;
    }
  }
  for (int i = 0; i < nb; i++) {
    free(blk[i].threads);
    free(blk[i].shared);
    munmap(blk[i].stacks, (size_t)n * WF_SA_STACK);
  }
  free(blk);
  return rc;
}

/* The launch: 0, or 1 when a block could not finish, 2 when the dynamic shared memory is too big
 * (3: an array parameter is not device memory, wf_sa_entry_*). */
static int wf_sa_grid(void (*body)(void), dim3 g, dim3 b, void **params, size_t shmem) {
  static char *stacks;
  static int nstacks;
  if (shmem > WF_SA_DYN_MAX) return 2;
  wf_sa_body = body, wf_sa_params = params, wf_sa_gdim = g, wf_sa_bdim = b;
  wf_sa_nthreads = (int)(b.x * b.y * b.z);
  wf_sa_threads = (WfSaThread *)calloc((size_t)wf_sa_nthreads, sizeof *wf_sa_threads);
  if (WF_SA_FIBERS && nstacks < wf_sa_nthreads) {
    if (stacks) munmap(stacks, (size_t)nstacks * WF_SA_STACK);
    stacks = (char *)mmap(NULL, (size_t)wf_sa_nthreads * WF_SA_STACK, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    nstacks = wf_sa_nthreads;
  }
  int rc = 0;
  if (WF_SA_COOP && g.x * g.y * g.z > 1) {
    WfSaThread *own = wf_sa_threads;
    rc = wf_sa_coop_grid(g, b, shmem);
    free(own);
    return rc;
  }
  for (unsigned bz = 0; bz < g.z && !rc; bz++)
    for (unsigned by = 0; by < g.y && !rc; by++)
      for (unsigned bx = 0; bx < g.x && !rc; bx++) {
        wf_sa_block = uint3{bx, by, bz};
        for (int k = 0; k < wf_sa_nthreads; k++) {
          WfSaThread *t = &wf_sa_threads[k];
          t->linear = k, t->state = WF_SA_RUN, t->pred = 0;
          t->tid = uint3{k % b.x, k / b.x % b.y, k / (b.x * b.y)};
          if (!WF_SA_FIBERS) wf_sa_cur = t, body();
        }
        if (WF_SA_FIBERS) rc = wf_sa_run_fibers(stacks);
      }
  free(wf_sa_threads);
  return rc;
}

/* Set by the runtime half at load: whether a pointer is in device memory. */
extern "C" int (*wf_sa_is_device)(const void *);
int (*wf_sa_is_device)(const void *);
static int wf_sa_bad_param = -1; /* the first array parameter not in device memory */
template <typename T> static void wf_sa_check_arg(const T &, int) {}
/* The overload for arrays, defined after the prelude (WeftArray is its type): an array whose data
 * is not device memory is a host pointer passed to the GPU; an empty one may point anywhere. */
#define WF_SA_CHECK_ARRAYS                                                                  \
  static void wf_sa_check_arg(const WeftArray &a, int k) {                                  \
    for (int d = 0; d < 4; d++)                                                             \
      if (a.shape[d] == 0 && a.strides[d] != 0) return;                                    \
    if (wf_sa_bad_param < 0 && wf_sa_is_device && !wf_sa_is_device(a.data)) wf_sa_bad_param = k; \
  }

/* Calls kernel k with the launch's parameters, each read as the type k declares. */
template <typename... A, size_t... I> static void wf_sa_invoke(void (*k)(A...), void **p, std::index_sequence<I...>) {
  k(*static_cast<A *>(p[I])...);
}
template <typename... A, size_t... I> static int wf_sa_check(void (*)(A...), void **p, std::index_sequence<I...>) {
  wf_sa_bad_param = -1;
  (wf_sa_check_arg(*static_cast<A *>(p[I]), (int)I), ...);
  return wf_sa_bad_param;
}
template <typename... A> static void wf_sa_invoke(void (*k)(A...), void **p) {
  wf_sa_invoke(k, p, std::index_sequence_for<A...>{});
}
template <typename... A> static constexpr size_t wf_sa_arity(void (*)(A...)) { return sizeof...(A); }
template <auto K> static void wf_sa_body_of(void) { wf_sa_invoke(K, wf_sa_params); }
/* A copy of a launch's parameters, in one block (free() it): the runtime queues launches. */
template <typename... A> static void **wf_sa_copy_params(void (*)(A...), void **p) {
  const size_t n = sizeof...(A), sizes[] = {sizeof(A)..., 0};
  size_t total = 0;
  for (size_t k = 0; k < n; k++) total += (sizes[k] + 15) & ~(size_t)15;
  void **out = (void **)malloc((n + 1) * sizeof(void *) + 16 + total);
  char *d = (char *)(((uintptr_t)(out + n + 1) + 15) & ~(uintptr_t)15);
  for (size_t k = 0; k < n; k++) {
    memcpy(d, p[k], sizes[k]);
    out[k] = d;
    d += (sizes[k] + 15) & ~(size_t)15;
  }
  out[n] = NULL;
  return out;
}
#define WF_SA_ENTRY(name)                                                                 \
  extern "C" void **wf_sa_params_##name(void **params) { return wf_sa_copy_params(name, params); } \
  extern "C" int wf_sa_entry_##name(dim3 g, dim3 b, void **params, size_t shmem) {        \
    int bad = wf_sa_check(name, params, std::make_index_sequence<wf_sa_arity(name)>{});   \
    if (bad >= 0) {                                                                       \
      fprintf(stderr, "weft CUDA stand-in: kernel %s: parameter %d is not device memory\n", #name, bad); \
      return 3;                                                                           \
    }                                                                                     \
    return wf_sa_grid(wf_sa_body_of<name>, g, b, params, shmem);                          \
  }

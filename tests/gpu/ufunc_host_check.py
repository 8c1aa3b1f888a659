#!/usr/bin/python3
"""ufunc_host_check.py — the generated kernels of target='cuda' ufuncs and cuda.reduce
(gpu/gpu_ufunc.c), run on the CPU, against the simulator bit for bit.

Without a GPU these kernels cannot run, but their indexing and their order of combination can be
checked: this test dumps them (`--dump-cuda`), turns each __global__ function into host code (one
CPU thread per CUDA thread of a block, __syncthreads a barrier of the block, __syncwarp(mask) a
barrier of the lanes in the mask, shared memory per block), compiles it with nvcc together with a
main() that launches it as gpu_runtime.c does, and compares what it computes with what the
simulator printed:
  - a float32 cuda.reduce sum for sizes around the block (128), warp (32) and 64-block limits,
    with Numba's three launches: float addition is not associative, so any difference in the
    order of combination shows;
  - an int32 @vectorize with a broadcast scalar (stride 0) and a negative-stride input;
  - an int64 @guvectorize '(m,n)->(m)' over a batch of 2-D cores.
Needs nvcc ($CUDA_HOME or /usr/local/cuda); without it the test says SKIP.

    tests/gpu/ufunc_host_check.py [--weft build/weft]
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SIZES = [1, 5, 31, 32, 33, 100, 127, 128, 129, 1000, 8192, 8193, 20000, 100000]

PROGRAM = """\
import numpy as np
from numba import cuda, guvectorize, vectorize

@cuda.reduce
def fsum(a, b):
    return a + b

@vectorize(['int32(int32, int32)'], target='cuda')
def floor_mod(a, b):
    return a // b + a %% b * 100

@guvectorize(['void(int64[:, :], int64[:])'], '(m,n)->(m)', target='cuda')
def row_max(a, out):
    for i in range(a.shape[0]):
        best = a[i, 0]
        for j in range(1, a.shape[1]):
            if a[i, j] > best:
                best = a[i, j]
        out[i] = best

for n in %s:
    i = np.arange(n)
    x = (((i * 7919) %% 1000 - 500) / 7.0).astype(np.float32)
    print(n, hex(int(np.float32(fsum(x)).view(np.uint32))))
a = np.arange(-20, 20, dtype=np.int32)
print(" ".join([str(v) for v in floor_mod(a[::-1], 7)]))
b = (np.arange(24, dtype=np.int64) * 37) %% 11
print(" ".join([str(v) for v in row_max(b.reshape(2, 3, 4)).ravel()]))
""" % SIZES

# Host stand-ins for what the kernel uses, defined between the prelude and the kernel.
HARNESS = r"""
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

struct WfDim { unsigned x, y, z; };
static thread_local WfDim wf_tid;
static WfDim wf_bid, wf_bdim, wf_gdim;

/* A reusable barrier for `count` threads. */
struct WfBarrier {
  std::mutex m;
  std::condition_variable cv;
  int count = 0, waiting = 0, generation = 0;
  void wait() {
    std::unique_lock<std::mutex> lock(m);
    int gen = generation;
    if (++waiting == count) {
      waiting = 0;
      generation++;
      cv.notify_all();
      return;
    }
    cv.wait(lock, [&] { return gen != generation; });
  }
};
static WfBarrier wf_block_barrier;
static std::mutex wf_warp_lock;
static std::map<std::pair<unsigned, unsigned>, WfBarrier> wf_warp_barriers;

static void wf_sync_block() { wf_block_barrier.wait(); }
static void wf_sync_warp(unsigned mask = 0xffffffffu) {
  WfBarrier *b;
  {
    std::lock_guard<std::mutex> g(wf_warp_lock);
    b = &wf_warp_barriers[{wf_tid.x / 32, mask}];
    if (!b->count) b->count = __builtin_popcount(mask);
  }
  b->wait();
}
static unsigned char wf_shared[65536];

#define threadIdx wf_tid
#define blockIdx wf_bid
#define blockDim wf_bdim
#define gridDim wf_gdim
#define __syncthreads wf_sync_block
#define __syncwarp wf_sync_warp
"""

REDUCE_MAIN = r"""
/* One launch: each block in turn, one CPU thread per CUDA thread. */
static void launch(long long grid, long long block, WeftArray arr, WeftArray partials, float init, bool use_init) {
  wf_gdim = {(unsigned)grid, 1, 1};
  wf_bdim = {(unsigned)block, 1, 1};
  for (long long b = 0; b < grid; b++) {
    wf_bid = {(unsigned)b, 0, 0};
    wf_block_barrier.count = (int)block;
    wf_warp_barriers.clear();
    std::vector<std::thread> threads;
    for (long long t = 0; t < block; t++)
      threads.emplace_back([=] { wf_tid = {(unsigned)t, 0, 0}; KERNEL(arr, partials, init, use_init); });
    for (auto &th : threads) th.join();
  }
}

static WeftArray view(float *p, long long n) {
  WeftArray a;
  memset(&a, 0, sizeof a);
  a.data = (char *)p;
  a.shape[0] = n;
  a.strides[0] = sizeof(float);
  return a;
}

int main() {
  long long n;
  while (scanf("%lld", &n) == 1) {
    std::vector<float> x(n);
    for (long long i = 0; i < n; i++) x[i] = (float)((double)((i * 7919) % 1000 - 500) / 7.0);
    long long full = n / 128 * 128, tail = n - full, blocks = full / 128 < 64 ? full / 128 : 64;
    long long np = blocks + (tail ? 1 : 0);
    std::vector<float> partials(np);
    if (full) launch(blocks, 128, view(x.data(), full), view(partials.data(), np), 0.0f, true);
    if (tail) launch(1, tail, view(x.data() + full, tail), view(partials.data() + blocks, 1), 0.0f, !blocks);
    if (np > 1) launch(1, np, view(partials.data(), np), view(partials.data(), np), 0.0f, false);
    unsigned bits;
    memcpy(&bits, &partials[0], 4);
    printf("%lld 0x%x\n", n, bits);
  }
  return 0;
}
"""


# One thread after the other: these kernels have no barriers.
VECTORIZE_MAIN = r"""
int main() {
  int a[40], out[40], seven = 7;
  for (int i = 0; i < 40; i++) a[i] = i - 20;
  WeftArray p0, p1, po;
  memset(&p0, 0, sizeof p0), memset(&p1, 0, sizeof p1), memset(&po, 0, sizeof po);
  p0.data = (char *)&a[39], p0.shape[0] = 40, p0.strides[0] = -4; /* a[::-1] */
  p1.data = (char *)&seven, p1.shape[0] = 40, p1.strides[0] = 0;  /* the scalar, broadcast */
  po.data = (char *)out, po.shape[0] = 40, po.strides[0] = 4;
  wf_gdim = {1, 1, 1}, wf_bdim = {1024, 1, 1}, wf_bid = {0, 0, 0};
  for (unsigned t = 0; t < 1024; t++) wf_tid = {t, 0, 0}, KERNEL(40, p0, p1, po);
  for (int i = 0; i < 40; i++) printf(i ? " %d" : "%d", out[i]);
  printf("\n");
  return 0;
}
"""

GUFUNC_MAIN = r"""
int main() {
  long long b[24], out[6];
  for (int i = 0; i < 24; i++) b[i] = (i * 37) % 11;
  WeftArray pa, po;
  memset(&pa, 0, sizeof pa), memset(&po, 0, sizeof po);
  pa.data = (char *)b, pa.shape[0] = 3, pa.shape[1] = 4, pa.strides[0] = 32, pa.strides[1] = 8;
  po.data = (char *)out, po.shape[0] = 3, po.strides[0] = 8;
  wf_gdim = {1, 1, 1}, wf_bdim = {1024, 1, 1}, wf_bid = {0, 0, 0};
  for (unsigned t = 0; t < 1024; t++) wf_tid = {t, 0, 0}, KERNEL(2, pa, 96, po, 24);
  for (int i = 0; i < 6; i++) printf(i ? " %lld" : "%lld", out[i]);
  printf("\n");
  return 0;
}
"""

UNITS = [("fsum__f4_f4_reduce.cu", REDUCE_MAIN, "\n".join(map(str, SIZES)) + "\n"),
         ("floor_mod__i4_i4.cu", VECTORIZE_MAIN, ""),
         ("row_max__a2Ai8_a1Ai8.cu", GUFUNC_MAIN, "")]


def host_source(cu, main_text):
    """The dumped unit with its __global__ kernel made host code run by main_text."""
    at = cu.index("/* kernel '")
    prelude, kernel = cu[:at], cu[at:]
    name = kernel.split('extern "C" __global__ void ', 1)[1].split("(", 1)[0]
    kernel = kernel.replace("static __device__ ", "static __host__ __device__ ")
    kernel = kernel.replace('extern "C" __global__ void ', "static void ")
    kernel = kernel.replace("__shared__ T sm[4][33];", "T (&sm)[4][33] = *(T (*)[4][33])wf_shared;")
    return prelude + HARNESS + kernel.replace("#undef OP\n#undef T\n", "") + main_text.replace("KERNEL", name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    weft = os.path.abspath(ap.parse_args().weft)
    nvcc = os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "nvcc")
    if not os.path.exists(nvcc):
        print("ufunc_host_check: SKIP: no nvcc at %s" % nvcc)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "reduce.py")
        with open(prog, "w") as f:
            f.write(PROGRAM)
        dump = os.path.join(tmp, "dump")
        env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
        env["WEFT_REDUCE_TREE"] = "1"  # cuda.reduce returns its launches' value, not the fold
        sim = subprocess.run([weft, "--dump-cuda", dump, prog], capture_output=True, text=True, env=env, timeout=120)
        if sim.returncode != 0 or not os.path.isdir(dump):
            print("ufunc_host_check: FAIL: the simulator run failed\n" + sim.stderr)
            return 1
        got = []
        for unit, main_text, stdin in UNITS:
            src, exe = os.path.join(tmp, unit), os.path.join(tmp, unit[:-3])
            with open(src, "w") as f:
                f.write(host_source(open(os.path.join(dump, unit)).read(), main_text))
            subprocess.run([nvcc, "-std=c++17", "-o", exe, src, "-lpthread"], check=True, capture_output=True)
            host = subprocess.run([exe], input=stdin, capture_output=True, text=True, timeout=300)
            got += host.stdout.splitlines()
    want = sim.stdout.splitlines()
    bad = [(w, g) for w, g in zip(want, got) if w != g]
    if bad or len(want) != len(got) or len(got) != len(SIZES) + 2:
        print("ufunc_host_check: FAIL: simulator / generated kernel on the host:")
        for w, g in bad:
            print("  %s / %s" % (w, g))
        return 1
    print("ufunc_host_check: %d float32 cuda.reduce sums, a vectorize and a guvectorize call: the "
          "generated kernels compute the simulator's bits" % len(SIZES))
    return 0

if __name__ == "__main__":
    sys.exit(main())

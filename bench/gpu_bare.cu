// gpu_bare.cu — the bare CUDA baselines bench/gpu_bench.py compares Weft with: the time of an
// empty kernel launched with cudaLaunchKernel and synchronised (what a Weft launch in --mode=gpu
// does around its kernel), and cudaMemcpy bandwidth host-to-device and device-to-host from
// pageable memory (what a NumPy array is) and from pinned memory, for a few sizes.
// Prints one "name value" line per figure. Built by gpu_bench.py with nvcc; needs a GPU to run.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

extern "C" __global__ void noop(float *x) {
  if (threadIdx.x == 1024) x[0] = 0;  // never true: keeps the parameter alive
}

static void check(cudaError_t err, const char *call) {
  if (err == cudaSuccess) return;
  std::fprintf(stderr, "%s failed: %s\n", call, cudaGetErrorString(err));
  std::exit(1);
}

static double now_s() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static void launch_overhead(float *dev) {
  void *params[] = {&dev};
  for (int k = 0; k < 100; k++) check(cudaLaunchKernel((const void *)noop, dim3(1), dim3(32), params, 0, 0), "cudaLaunchKernel");
  check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  const int n = 2000;
  double t0 = now_s();
  for (int k = 0; k < n; k++) {
    check(cudaLaunchKernel((const void *)noop, dim3(1), dim3(32), params, 0, 0), "cudaLaunchKernel");
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  }
  std::printf("launch_sync_us %.3f\n", (now_s() - t0) / n * 1e6);
}

// Best of 5 copies of `bytes`, in GB/s.
static double bandwidth(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind) {
  double best = 1e30;
  for (int k = 0; k < 5; k++) {
    double t0 = now_s();
    check(cudaMemcpy(dst, src, bytes, kind), "cudaMemcpy");
    double dt = now_s() - t0;
    best = dt < best ? dt : best;
  }
  return bytes / best / 1e9;
}

int main() {
  float *dev = nullptr;
  check(cudaMalloc(&dev, 4), "cudaMalloc");
  launch_overhead(dev);
  const size_t sizes[] = {(size_t)1 << 20, (size_t)16 << 20, (size_t)256 << 20};
  for (size_t bytes : sizes) {
    void *d = nullptr, *pinned = nullptr;
    char *pageable = (char *)std::malloc(bytes);
    std::memset(pageable, 1, bytes);
    check(cudaMalloc(&d, bytes), "cudaMalloc");
    check(cudaMallocHost(&pinned, bytes), "cudaMallocHost");
    std::memset(pinned, 1, bytes);
    unsigned mib = (unsigned)(bytes >> 20);
    std::printf("h2d_pageable_%uMiB_GBps %.3f\n", mib, bandwidth(d, pageable, bytes, cudaMemcpyHostToDevice));
    std::printf("d2h_pageable_%uMiB_GBps %.3f\n", mib, bandwidth(pageable, d, bytes, cudaMemcpyDeviceToHost));
    std::printf("h2d_pinned_%uMiB_GBps %.3f\n", mib, bandwidth(d, pinned, bytes, cudaMemcpyHostToDevice));
    std::printf("d2h_pinned_%uMiB_GBps %.3f\n", mib, bandwidth(pinned, d, bytes, cudaMemcpyDeviceToHost));
    check(cudaFree(d), "cudaFree");
    check(cudaFreeHost(pinned), "cudaFreeHost");
    std::free(pageable);
  }
  cudaDeviceProp prop;
  check(cudaGetDeviceProperties(&prop, 0), "cudaGetDeviceProperties");
  std::printf("device %s\n", prop.name);
  return 0;
}

/* kernel 'reverse' from dynamic_shared.py, specialised as reverse__a1Cf4 */
extern "C" __global__ void reverse__a1Cf4(WeftArray p0, long long weft_dyn_shared_bytes) {
  int r1, r5;
  long long r0, r2, r4, r6, r7, r8, r9, r10, r12;
  float r3, r11;
  extern __shared__ __align__(16) unsigned char weft_dyn_shared[];
  float *sh1 = (float *)weft_dyn_shared; // 'buf', dynamic
  // dynamic_shared.py:7: buf = cuda.shared.array(0, dtype=float32)
  r0 = 0ll;
  // dynamic_shared.py:11: a[t] = buf[cuda.blockDim.x - 1 - t]
  r6 = 1ll;
  // dynamic_shared.py:8: t = cuda.threadIdx.x
  r1 = (int)threadIdx.x;
  // dynamic_shared.py:9: buf[t] = a[t]
  r2 = (long long)r1;
  r3 = WF_ELEM(float, p0, WF_IX(r2, p0.shape[0]) * p0.strides[0]);
  r4 = (long long)r1;
  sh1[WF_IX(r4, (weft_dyn_shared_bytes / 4))] = r3;
  // dynamic_shared.py:10: cuda.syncthreads()
  __syncthreads();
  // dynamic_shared.py:11: a[t] = buf[cuda.blockDim.x - 1 - t]
  r5 = (int)blockDim.x;
  r7 = (long long)r5;
  r8 = wf_sub(r7, r6);
  r9 = (long long)r1;
  r10 = wf_sub(r8, r9);
  r11 = sh1[WF_IX(r10, (weft_dyn_shared_bytes / 4))];
  r12 = (long long)r1;
  WF_ELEM(float, p0, WF_IX(r12, p0.shape[0]) * p0.strides[0]) = r11;
}

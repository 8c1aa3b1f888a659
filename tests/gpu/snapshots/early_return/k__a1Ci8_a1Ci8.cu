/* kernel 'k' from early_return.py, specialised as k__a1Ci8_a1Ci8 */
extern "C" __global__ void k__a1Ci8_a1Ci8(WeftArray p0, WeftArray p1, long long weft_dyn_shared_bytes) {
  bool r10, r19, r23, r26;
  int r1, r3, r5;
  long long r0, r2, r4, r6, r7, r8, r9, r11, r12, r13, r14, r15, r16, r17, r18, r20, r21, r22, r24, r25, r27, r28;
  // early_return.py:16: i = cuda.grid(1)
  r0 = 1ll;
  // early_return.py:19: out[i] = first_multiple(xs[i], 10, 60)
  r12 = 10ll;
  r13 = 60ll;
  // early_return.py:7: for j in range(start, limit):
  r17 = 1ll;
  // early_return.py:8: if j % x == 0:
  r22 = 0ll;
  // early_return.py:10: if j > 50:
  r25 = 50ll;
  // early_return.py:12: return -1
  r27 = 1ll;
  r28 = -1ll;
  // early_return.py:16: i = cuda.grid(1)
  r1 = (int)threadIdx.x;
  r2 = (long long)r1;
  r3 = (int)blockDim.x;
  r4 = (long long)r3;
  r5 = (int)blockIdx.x;
  r6 = (long long)r5;
  r7 = wf_mul(r6, r4);
  r8 = wf_add(r2, r7);
  // early_return.py:17: if i >= xs.shape[0]:
  r9 = p0.shape[0];
  r10 = r8 >= r9;
  if (r10) {
    // early_return.py:18: return
    return;
  }
  // early_return.py:19: out[i] = first_multiple(xs[i], 10, 60)
  r11 = WF_ELEM(long long, p0, WF_IX(r8, p0.shape[0]) * p0.strides[0]);
  { // inlined device function
    // early_return.py:6: def first_multiple(x, start, limit):
    r14 = r11;
    r15 = r12;
    r16 = r13;
    // early_return.py:7: for j in range(start, limit):
    r18 = r15;
    for (;;) {
      r19 = r18 < r16;
      if (!r19) break;
      r20 = r18;
      // early_return.py:8: if j % x == 0:
      r21 = wf_mod(r20, r14);
      r23 = r21 == r22;
      if (r23) {
        // early_return.py:9: return j
        r24 = r20;
        goto ret22;
      }
      // early_return.py:10: if j > 50:
      r26 = r20 > r25;
      if (r26) {
        // early_return.py:11: break
        break;
      }
      // early_return.py:7: for j in range(start, limit):
      r18 = wf_add(r18, r17);
    }
    // early_return.py:12: return -1
    r24 = r28;
    goto ret22;
    ret22:;
  }
  // early_return.py:19: out[i] = first_multiple(xs[i], 10, 60)
  WF_ELEM(long long, p1, WF_IX(r8, p1.shape[0]) * p1.strides[0]) = r24;
}

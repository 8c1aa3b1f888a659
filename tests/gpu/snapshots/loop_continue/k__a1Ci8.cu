/* kernel 'k' from loop_continue.py, specialised as k__a1Ci8 */
extern "C" __global__ void k__a1Ci8(WeftArray p0, long long weft_dyn_shared_bytes) {
  bool r3, r11, r17;
  int r0;
  long long r1, r2, r4, r5, r6, r7, r8, r9, r10, r12, r13, r14, r15, r16, r18, r19;
  // loop_continue.py:10: while True:
  r3 = true;
  // loop_continue.py:11: j += 1
  r4 = 1ll;
  // loop_continue.py:12: if j % (t + 2) == 0:
  r6 = 2ll;
  r10 = 0ll;
  // loop_continue.py:14: if j > 3 * t + 5:
  r12 = 3ll;
  r15 = 5ll;
  // loop_continue.py:7: t = cuda.threadIdx.x
  r0 = (int)threadIdx.x;
  // loop_continue.py:8: s = 0
  r1 = 0ll;
  // loop_continue.py:9: j = 0
  r2 = 0ll;
  // loop_continue.py:10: while True:
  for (;;) {
    if (!r3) break;
    // loop_continue.py:11: j += 1
    r2 = wf_add(r2, r4);
    // loop_continue.py:12: if j % (t + 2) == 0:
    r7 = (long long)r0;
    r8 = wf_add(r7, r6);
    r9 = wf_mod(r2, r8);
    r11 = r9 == r10;
    if (r11) {
      // loop_continue.py:13: continue
      goto latch9;
    }
    // loop_continue.py:14: if j > 3 * t + 5:
    r13 = (long long)r0;
    r14 = wf_mul(r12, r13);
    r16 = wf_add(r14, r15);
    r17 = r2 > r16;
    if (r17) {
      // loop_continue.py:15: break
      break;
    }
    // loop_continue.py:16: s += j
    r1 = wf_add(r1, r2);
    latch9:;
  }
  // loop_continue.py:17: out[t] = s
  r19 = (long long)r0;
  WF_ELEM(long long, p0, WF_IX(r19, p0.shape[0]) * p0.strides[0]) = r1;
}

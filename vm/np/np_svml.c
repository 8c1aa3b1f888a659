/* np_svml.c — what the np_svml_*.c loops share: the CPU test (np_svml.h says why it decides) and
 * the bits of 1/(2pi) their Payne-Hanek reductions read. */
#include "np_svml.h"

#include <stdlib.h>

/* NumPy's NPY_DISABLE_CPU_FEATURES (a list separated by commas, spaces or tabs) turns its
 * AVX-512 loops off when it names AVX512F, AVX512CD or AVX512_SKX: Weft's follow, so a program
 * gets the AVX2 machine's bits on an AVX-512 one, as under NumPy. */
static bool avx512_disabled(void) {
  const char *env = getenv("NPY_DISABLE_CPU_FEATURES");
  static const char *const names[] = {"AVX512F", "AVX512CD", "AVX512_SKX"};
  for (const char *t = env; t && *t;) {
    size_t len = strcspn(t, ", \t\n");
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
      if (len == strlen(names[k]) && strncmp(t, names[k], len) == 0) return true;
    t += len;
    t += strspn(t, ", \t\n");
  }
  return false;
}

bool np_svml_cpu(void) {
  static int known = -1;
  if (known < 0) {
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
            __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vl") && !avx512_disabled();
#else
    known = 0;
#endif
  }
  return known;
}

/* The fraction of 1/(2pi), 1280 bits, after 160 zero bits: SVML's reductions multiply the
 * significand by a window of these bits chosen by the exponent (it tabulates every window; the
 * kernels here cut them out of this one constant). */
const uint32_t np_svml_inv2pi[45] = {
    0, 0, 0, 0, 0,
    0x28be60db, 0x9391054a, 0x7f09d5f4, 0x7d4d3770, 0x36d8a566, 0x4f10e410, 0x7f9458ea, 0xf7aef158,
    0x6dc91b8e, 0x909374b8, 0x01924bba, 0x82746487, 0x3f877ac7, 0x2c4a69cf, 0xba208d7d, 0x4baed121,
    0x3a671c09, 0xad17df90, 0x4e64758e, 0x60d4ce7d, 0x272117e2, 0xef7e4a0e, 0xc7fe25ff, 0xf7816603,
    0xfbcbc462, 0xd6829b47, 0xdb4d9fb3, 0xc9f2c26d, 0xd3d18fd9, 0xa797fa8b, 0x5d49eeb1, 0xfaf97c5e,
    0xcf41ce7d, 0xe294a4ba, 0x9afed7ec, 0x47e35742, 0x1580cc11, 0xbf1edaea, 0xfc33ef08, 0x26bd0d87,
};

/* np_svml.c — the CPU test shared by the np_svml_*.c loops (np_svml.h says why it decides). */
#include "np_svml.h"

bool np_svml_cpu(void) {
  static int known = -1;
  if (known < 0) {
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
            __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vl");
#else
    known = 0;
#endif
  }
  return known;
}

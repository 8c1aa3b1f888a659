/* np_tanh.c — float64 and float32 tanh as NumPy 1.24 computes them on CPUs with FMA3 (its
 * loops_hyperbolic SIMD loops, which follow SVML's tanh), so results agree bit for bit; CPUs
 * without FMA get libm's tanh, as NumPy's baseline build does.
 *
 * Algorithm: |x| falls into one of 16 (float64) or 32 (float32) intervals chosen from its
 * exponent and top mantissa bits; each interval has a shift B and a minimax polynomial in
 * y = |x| - B (degree 16 for float64, 6 for float32) evaluated by FMA Horner steps; the sign of
 * x is put back, |x| beyond the last interval gives 1, NaN gives NaN. The interval tables are
 * NumPy's (BSD-3-Clause), as bit patterns: the same numbers are needed to give the same bits.
 * Every lane's result depends only on its own x, so the AVX-512 loop, the scalar FMA loop and
 * NumPy's AVX2 and AVX-512 loops all agree.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
/* [row][interval]: row 0 is B, rows 1.. are the coefficients c0, c1, ... */
static const uint64_t tanh_d[18 * 16] = {
    0x0000000000000000, 0x3fcc000000000000, 0x3fd4000000000000, 0x3fdc000000000000,
    0x3fe4000000000000, 0x3fec000000000000, 0x3ff4000000000000, 0x3ffc000000000000,
    0x4004000000000000, 0x400c000000000000, 0x4014000000000000, 0x401c000000000000,
    0x4024000000000000, 0x402c000000000000, 0x4034000000000000, 0x0000000000000000,
    0x0000000000000000, 0x3fcb8fd0416a7c92, 0x3fd35f98a0ea650e, 0x3fda5729ee488037,
    0x3fe1bf47eabb8f95, 0x3fe686650b8c2015, 0x3feb2523bb6b2dee, 0x3fee1fbf97e33527,
    0x3fef9258260a71c2, 0x3feff112c63a9077, 0x3fefff419668df11, 0x3feffffc832750f2,
    0x3feffffffdc96f35, 0x3fefffffffffcf58, 0x3ff0000000000000, 0x3ff0000000000000,
    0x3ff0000000000000, 0x3fee842ca3f08532, 0x3fed11574af58f1b, 0x3fea945b9c24e4f9,
    0x3fe6284c3374f815, 0x3fe02500a09f8d6e, 0x3fd1f25131e3a8c0, 0x3fbd22ca1c24a139,
    0x3f9b3afe1fba5c76, 0x3f6dd37d19b22b21, 0x3f27ccec13a9ef96, 0x3ecbe6c3f33250ae,
    0x3e41b4865394f75f, 0x3d8853f01bda5f28, 0x3c73953c0197ef58, 0x0000000000000000,
    0xbbf0b3ea3fdfaa19, 0xbfca48aaeb53bc21, 0xbfd19921f4329916, 0xbfd5e0f09bef8011,
    0xbfd893b59c35c882, 0xbfd6ba7cb7576538, 0xbfce7291743d7555, 0xbfbb6d85a01efb80,
    0xbf9addae58c7141a, 0xbf6dc59376c7aa19, 0xbf27cc5e74677410, 0xbecbe6c0e8b4cc87,
    0xbe41b486526b0565, 0xbd8853f01bef63a4, 0xbc73955be519be31, 0x0000000000000000,
    0xbfd5555555555555, 0xbfd183afc292ba11, 0xbfcc1a4b039c9bfa, 0xbfc16e1e6d8d0be6,
    0xbf92426c751e48a2, 0x3fb4f152b2bad124, 0x3fbbba40cbef72be, 0x3fb01ba038be6a3d,
    0x3f916df44871efc8, 0x3f63c6869dfc8870, 0x3f1fb9aef915d828, 0x3ec299d1e27c6e11,
    0x3e379b5ddcca334c, 0x3d8037f57bc62c9a, 0x3c6a2d4b50a2cff7, 0x0000000000000000,
    0xbce6863ee44ed636, 0x3fc04dcd0476c75e, 0x3fc43d3449a80f08, 0x3fc5c26f3699b7e7,
    0x3fc1a686f6ab2533, 0x3faf203c316ce730, 0xbf89c7a02788557c, 0xbf98157e26e0d541,
    0xbf807b55c1c7d278, 0xbf53a18d5843190f, 0xbf0fb6bbc89b1a5b, 0xbeb299c9c684a963,
    0xbe279b5dd4fb3d01, 0xbd7037f57ae72aa6, 0xbc5a2ca2bba78e86, 0x0000000000000000,
    0x3fc1111111112ab5, 0x3fb5c19efdfc08ad, 0x3fa74c98dc34fbac, 0xbf790d6a8eff0a77,
    0xbfac3c021789a786, 0xbfae2196b7326859, 0xbf93a7a011ff8c2a, 0x3f6e4709c7e8430e,
    0x3f67682afa611151, 0x3f3ef2ee77717cbf, 0x3ef95a4482f180b7, 0x3e9dc2c27da3b603,
    0x3e12e2afd9f7433e, 0x3d59f320348679ba, 0x3c44b61d9bbcc940, 0x0000000000000000,
    0xbda1ea19ddddb3b4, 0xbfb0b8df995ce4df, 0xbfb2955cf41e8164, 0xbfaf9d05c309f7c6,
    0xbf987d27ccff4291, 0x3f8b2ca62572b098, 0x3f8f1cf6c7f5b00a, 0x3f60379811e43dd5,
    0xbf4793826f78537e, 0xbf2405695e36240f, 0xbee0e08de39ce756, 0xbe83d709ba5f714e,
    0xbdf92e3fc5ee63e0, 0xbd414cc030f2110e, 0xbc2ba022e8d82a87, 0x0000000000000000,
    0xbfaba1ba1990520b, 0xbf96e37bba52f6fc, 0x3ecff7df18455399, 0x3f97362834d33a4e,
    0x3f9e7f8380184b45, 0x3f869543e7c420d4, 0xbf7326bd4914222a, 0xbf5fc15b0a9d98fa,
    0x3f14cffcfa69fbb6, 0x3f057e48e5b79d10, 0x3ec33b66d7d77264, 0x3e66ac4e578b9b10,
    0x3ddcc74b8d3d5c42, 0x3d23c589137f92b4, 0x3c107f8e2c8707a1, 0x0000000000000000,
    0xbe351ca7f096011f, 0x3f9eaaf3320c3851, 0x3f9cf823fe761fc1, 0x3f9022271754ff1f,
    0xbf731fe77c9c60af, 0xbf84a6046865ec7d, 0xbf4ca3f1f2b9192b, 0x3f4c77dee0afd227,
    0x3f04055bce68597a, 0xbee2bf0cb4a71647, 0xbea31eaafe73efd5, 0xbe46abb02c4368ed,
    0xbdbcc749ca8079dd, 0xbd03c5883836b9d2, 0xbbf07a5416264aec, 0x0000000000000000,
    0x3f9664f94e6ac14e, 0xbf94d3343bae39dd, 0xbf7bc748e60df843, 0xbf8c89372b43ba85,
    0xbf8129a092de747a, 0x3f60c85b4d538746, 0x3f5be9392199ec18, 0xbf2a0c68a4489f10,
    0xbf00462601dc2faa, 0x3eb7b6a219dea9f4, 0x3e80cbcc8d4c5c8a, 0x3e2425bb231a5e29,
    0x3d9992a4beac8662, 0x3ce191ba5ed3fb67, 0x3bc892450bad44c4, 0x0000000000000000,
    0xbea8c4c1fd7852fe, 0xbfccce16b1046f13, 0xbf81a16f224bb7b6, 0xbf62cbf00406bc09,
    0x3f75b29bb02cf69b, 0x3f607df0f9f90c17, 0xbf4b852a6e0758d5, 0xbf0078c63d1b8445,
    0x3eec12eadd55be7a, 0xbe6fa600f593181b, 0xbe5a3c935dce3f7d, 0xbe001c6d95e3ae96,
    0xbd74755a00ea1fd3, 0xbcbc1c6c063bb7ac, 0xbba3be9a4460fe00, 0x0000000000000000,
    0xbf822404577aa9dd, 0x403d8b07f7a82aa3, 0xbf9f44ab92fbab0a, 0x3fb2eac604473d6a,
    0x3f45f87d903aaac8, 0xbf5e104671036300, 0x3f19bc98ddf0f340, 0x3f0d4304bc9246e8,
    0xbed13c415f7b9d41, 0xbe722b8d9720cdb0, 0x3e322666d739bec0, 0x3dd76a553d7e7918,
    0x3d4de0fa59416a39, 0x3c948716cf3681b4, 0x3b873f9f2d2fda99, 0x0000000000000000,
    0xbefdd99a221ed573, 0x4070593a3735bab4, 0xbfccab654e44835e, 0x3fd13ed80037dbac,
    0xbf6045b9076cc487, 0x3f2085ee7e8ac170, 0x3f23524622610430, 0xbeff12a6626911b4,
    0x3eab9008bca408af, 0x3e634df71865f620, 0xbe05bb1bcf83ca73, 0xbdaf2ac143fb6762,
    0xbd23eae52a3dbf57, 0xbc6b5e3e9ca0955e, 0xbb5eca68e2c1ba2e, 0x0000000000000000,
    0x3f6e3be689423841, 0xc0d263511f5baac1, 0x40169f73b15ebe5c, 0xc025c1dd41cd6cb5,
    0xbf58fd89fe05e0d1, 0x3f73f7af01d5af7a, 0xbf1e40bdead17e6b, 0x3ee224cd6c4513e5,
    0xbe24b645e68eeaa3, 0xbe4abfebfb72bc83, 0x3dd51c38f8695ed3, 0x3d8313ac38c6832b,
    0x3cf7787935626685, 0x3c401ffc49c6bc29, 0xbabf0b21acfa52ab, 0x0000000000000000,
    0xbf2a1306713a4f3a, 0xc1045e509116b066, 0x4041fab9250984ce, 0xc0458d090ec3de95,
    0xbf74949d60113d63, 0x3f7c9fd6200d0ade, 0x3f02cd40e0ad0a9f, 0xbe858ab8e019f311,
    0xbe792fa6323b7cf8, 0x3e2df04d67876402, 0xbd95c72be95e4d2c, 0xbd55a89c30203106,
    0xbccad6b3bb9eff65, 0xbc12705ccd3dd884, 0xba8e0a4c47ae75f5, 0x0000000000000000,
    0xbf55d7e76dc56871, 0x41528c38809c90c7, 0xc076d57fb5190b02, 0x4085f09f888f8ada,
    0x3fa246332a2fcba5, 0xbfb29d851a896fcd, 0x3ed9065ae369b212, 0xbeb8e1ba4c98a030,
    0x3e6ffd0766ad4016, 0xbe0c63c29f505f5b, 0xbd7fab216b9e0e49, 0x3d2826b62056aa27,
    0x3ca313e31762f523, 0x3bea37aa21895319, 0x3ae5c7f1fd871496, 0x0000000000000000,
    0x3f35e67ab76a26e7, 0x41848ee0627d8206, 0xc0a216d618b489ec, 0x40a5b89107c8af4f,
    0x3fb69d8374520eda, 0xbfbded519f981716, 0xbef02d288b5b3371, 0x3eb290981209c1a6,
    0xbe567e924bf5ff6e, 0x3de3f7f7de6b0eb6, 0x3d69ed18bae3ebbc, 0xbcf7534c4f3dfa71,
    0xbc730b73f1eaff20, 0xbbba2cff8135d462, 0xbab5a71b5f7d9035, 0x0000000000000000,};

static const uint32_t tanh_f[8 * 32] = {
    0x00000000, 0x3d700000, 0x3d900000, 0x3db00000, 0x3dd00000, 0x3df00000, 0x3e100000, 0x3e300000,
    0x3e500000, 0x3e700000, 0x3e900000, 0x3eb00000, 0x3ed00000, 0x3ef00000, 0x3f100000, 0x3f300000,
    0x3f500000, 0x3f700000, 0x3f900000, 0x3fb00000, 0x3fd00000, 0x3ff00000, 0x40100000, 0x40300000,
    0x40500000, 0x40700000, 0x40900000, 0x40b00000, 0x40d00000, 0x40f00000, 0x41100000, 0x00000000,
    0x00000000, 0x3d6fb9c9, 0x3d8fc35f, 0x3daf9169, 0x3dcf49ab, 0x3deee849, 0x3e0f0ee8, 0x3e2e4984,
    0x3e4d2f8e, 0x3e6bb32e, 0x3e8c51cd, 0x3ea96163, 0x3ec543f1, 0x3edfd735, 0x3f028438, 0x3f18abf0,
    0x3f2bc480, 0x3f3bec1c, 0x3f4f2e5b, 0x3f613c53, 0x3f6ce37d, 0x3f743c4f, 0x3f7a5feb, 0x3f7dea85,
    0x3f7f3b3d, 0x3f7fb78c, 0x3f7fefd4, 0x3f7ffdd0, 0x3f7fffb4, 0x3f7ffff6, 0x3f7fffff, 0x3f800000,
    0x3f800000, 0x3f7f1f84, 0x3f7ebd11, 0x3f7e1e5f, 0x3f7d609f, 0x3f7c842d, 0x3f7b00e5, 0x3f789580,
    0x3f75b8ad, 0x3f726fd9, 0x3f6cc59b, 0x3f63fb92, 0x3f59ff97, 0x3f4f11d7, 0x3f3d7573, 0x3f24f360,
    0x3f0cbfe7, 0x3eec1a69, 0x3eb0a801, 0x3e6753a2, 0x3e132f1a, 0x3db7e7d3, 0x3d320845, 0x3c84d3d4,
    0x3bc477b7, 0x3b10d3da, 0x3a01601e, 0x388c1a3b, 0x3717b0da, 0x35a43bce, 0x338306c6, 0x00000000,
    0xb0343c7b, 0xbd6ee69d, 0xbd8f0da7, 0xbdae477d, 0xbdcd2a1f, 0xbdeba80d, 0xbe0c443b, 0xbe293cf3,
    0xbe44f282, 0xbe5f3651, 0xbe81c7c0, 0xbe96d7ca, 0xbea7fb8e, 0xbeb50e9e, 0xbec12efe, 0xbec4be92,
    0xbebce070, 0xbead510e, 0xbe8ef7d6, 0xbe4b8704, 0xbe083237, 0xbdaf7449, 0xbd2e1ec4, 0xbc83bf06,
    0xbbc3e0b5, 0xbb10aadc, 0xba0157db, 0xb88c18f2, 0xb717b096, 0xb5a43bae, 0xb383012c, 0x00000000,
    0xbeaaaaa5, 0xbeab0612, 0xbea7f01f, 0xbea4e120, 0xbea387b7, 0xbea15962, 0xbe9d57f7, 0xbe976b5a,
    0xbe90230d, 0xbe880dff, 0xbe7479b3, 0xbe4c3d88, 0xbe212482, 0xbdeb8cba, 0xbd5e78ad, 0x3c6b5e6e,
    0x3d839143, 0x3dc21ee1, 0x3de347af, 0x3dcbec96, 0x3d99ef2d, 0x3d542ea1, 0x3cdde701, 0x3c2cca67,
    0x3b81cb27, 0x3ac073a1, 0x39ac3032, 0x383a94d9, 0x36ca081d, 0x355abd4c, 0x332b3cb6, 0x00000000,
    0xb76dd6b9, 0xbe1c276d, 0x3c1dcf2f, 0x3dc1a78d, 0x3d96f985, 0x3da2b61b, 0x3dc13397, 0x3dd2f670,
    0x3df48a0a, 0x3e06c5a8, 0x3e1a3aba, 0x3e27c405, 0x3e2e78d0, 0x3e2c3e44, 0x3e1d3097, 0x3df4a8f4,
    0x3da38508, 0x3d31416a, 0x3b562657, 0xbcaeeac9, 0xbcce9419, 0xbcaaeac4, 0xbc49e7d0, 0xbba71ddd,
    0xbb003b0e, 0xba3f9a05, 0xb92c08a7, 0xb7ba9232, 0xb64a0b0f, 0xb4dac169, 0xb2ab78ac, 0x00000000,
    0x3e0910e9, 0x43761143, 0x4165ecdc, 0xc190f756, 0xc08c097d, 0xc02ba813, 0xbf7f6bda, 0x3f2b1dc0,
    0x3ece105d, 0x3f426a94, 0xbadb0dc4, 0x3da43b17, 0xbd51ab88, 0xbcaea23d, 0xbd3b6d8d, 0xbd6caaad,
    0xbd795bed, 0xbd5fddda, 0xbd038f3b, 0xbc1cad63, 0x3abb4766, 0x3b95f10b, 0x3b825873, 0x3afaea66,
    0x3a49f878, 0x39996bf3, 0x388f3e6c, 0x371bb0e3, 0x35a8a5e6, 0x34369b17, 0x322487b0, 0x00000000,
    0xbc0e2f66, 0x460bda12, 0x43d638ef, 0xc3e11c3e, 0xc2baa4e9, 0xc249da2d, 0xc1859b82, 0x40dd5b57,
    0x40494640, 0x40c730a8, 0xbf0f160e, 0x3e30e76f, 0xbea81387, 0xbdb26a1c, 0xbd351e57, 0xbb4c01a0,
    0x3c1d7bfb, 0x3c722cd1, 0x3c973f1c, 0x3c33a31b, 0x3b862ef4, 0x3a27b3d0, 0xba3b5907, 0xba0efc22,
    0xb97f9f0f, 0xb8c8af50, 0xb7bdddfb, 0xb64f2950, 0xb4e085b1, 0xb3731dfa, 0xb15a1f04, 0x00000000,};

/* ---- one lane, with hardware FMA ---- */

static inline __attribute__((target("fma"), always_inline)) double tanh_lane_d(double x) {
  uint64_t u = np_d2u(x), nd = u & 0x7ff8000000000000ull;
  if (isnan(x)) return NAN;
  int32_t hi = (int32_t)(nd >> 32) - 0x3fc00000;
  int idx = (hi < 0 ? 0 : hi > 0x780000 ? 0x780000 : hi) >> 19;
  double y = fabs(x) - np_u2d(tanh_d[idx]);
  double r = np_u2d(tanh_d[17 * 16 + idx]);
  for (int row = 16; row >= 1; row--) r = __builtin_fma(r, y, np_u2d(tanh_d[row * 16 + idx]));
  if ((int64_t)nd > 0x7fe0000000000000ll) r = 1.0;
  return np_u2d(np_d2u(r) | (u & 0x8000000000000000ull));
}

static inline __attribute__((target("fma"), always_inline)) float tanh_lane_f(float x) {
  uint32_t u = np_f2u(x), nd = u & 0x7fe00000u;
  if (isnan(x)) return NAN;
  int32_t d = (int32_t)nd - 0x3d400000;
  int idx = (d < 0 ? 0 : d > 0x3e00000 ? 0x3e00000 : d) >> 21;
  float y = fabsf(x) - np_u2f(tanh_f[idx]);
  float r = np_u2f(tanh_f[7 * 32 + idx]);
  for (int row = 6; row >= 1; row--) r = __builtin_fmaf(r, y, np_u2f(tanh_f[row * 32 + idx]));
  if ((int32_t)nd > 0x7f000000) r = 1.0f;
  return np_u2f(np_f2u(r) | (u & 0x80000000u));
}

static __attribute__((target("fma"))) void tanh_fma_d(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = tanh_lane_d(*(const double *)(p[0] + i * s[0]));
}

static __attribute__((target("fma"))) void tanh_fma_f(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = tanh_lane_f(*(const float *)(p[0] + i * s[0]));
}

/* ---- AVX-512: the table rows are two registers each, indexed by permutes ---- */

NP_SVML_KERNEL __m512d tanh_kernel_d(__m512d x, __mmask8 live) {
  (void)live;
  __m512i u = _mm512_castpd_si512(x);
  __m512i nd = _mm512_and_si512(u, _mm512_set1_epi64(0x7ff8000000000000ll));
  __mmask8 huge = _mm512_cmpgt_epi64_mask(nd, _mm512_set1_epi64(0x7fe0000000000000ll));
  __mmask8 nan = _mm512_cmp_pd_mask(x, x, _CMP_UNORD_Q);
  __m512i hi = _mm512_sub_epi64(_mm512_srli_epi64(nd, 32), _mm512_set1_epi64(0x3fc00000));
  hi = _mm512_min_epi64(_mm512_max_epi64(hi, _mm512_setzero_si512()), _mm512_set1_epi64(0x780000));
  __m512i idx = _mm512_srli_epi64(hi, 19);
#define ROW(k) _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)tanh_d + (k) * 16), idx, \
                                      _mm512_loadu_pd((const double *)tanh_d + (k) * 16 + 8))
  __m512d y = _mm512_sub_pd(_mm512_abs_pd(x), ROW(0));
  __m512d r = ROW(17);
  for (int row = 16; row >= 1; row--) r = _mm512_fmadd_pd(r, y, ROW(row));
#undef ROW
  r = _mm512_mask_blend_pd(huge, r, _mm512_set1_pd(1.0));
  r = _mm512_castsi512_pd(_mm512_or_si512(
      _mm512_castpd_si512(r), _mm512_and_si512(u, _mm512_set1_epi64((int64_t)0x8000000000000000ull))));
  return _mm512_mask_blend_pd(nan, r, _mm512_set1_pd(NAN));
}

NP_SVML_KERNEL __m512 tanh_kernel_f(__m512 x, __mmask16 live) {
  (void)live;
  __m512i u = _mm512_castps_si512(x);
  __m512i nd = _mm512_and_si512(u, _mm512_set1_epi32(0x7fe00000));
  __mmask16 huge = _mm512_cmpgt_epi32_mask(nd, _mm512_set1_epi32(0x7f000000));
  __mmask16 nan = _mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q);
  __m512i d = _mm512_sub_epi32(nd, _mm512_set1_epi32(0x3d400000));
  d = _mm512_min_epi32(_mm512_max_epi32(d, _mm512_setzero_si512()), _mm512_set1_epi32(0x3e00000));
  __m512i idx = _mm512_srli_epi32(d, 21);
#define ROW(k) _mm512_permutex2var_ps(_mm512_loadu_ps((const float *)tanh_f + (k) * 32), idx, \
                                      _mm512_loadu_ps((const float *)tanh_f + (k) * 32 + 16))
  __m512 y = _mm512_sub_ps(_mm512_abs_ps(x), ROW(0));
  __m512 r = ROW(7);
  for (int row = 6; row >= 1; row--) r = _mm512_fmadd_ps(r, y, ROW(row));
#undef ROW
  r = _mm512_mask_blend_ps(huge, r, _mm512_set1_ps(1.0f));
  r = _mm512_castsi512_ps(_mm512_or_si512(
      _mm512_castps_si512(r), _mm512_and_si512(u, _mm512_set1_epi32((int32_t)0x80000000u))));
  return _mm512_mask_blend_ps(nan, r, _mm512_set1_ps(NAN));
}

NP_SVML_LOOP_F64(tanh_avx512_d, tanh_kernel_d, 0.0)
NP_SVML_LOOP_F32(tanh_avx512_f, tanh_kernel_f, 0.0f)

#endif /* NP_SVML_X86 */

static void tanh_libm_d(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = tanh(*(const double *)(p[0] + i * s[0]));
}

static void tanh_libm_f(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[1] + i * s[1]) = tanhf(*(const float *)(p[0] + i * s[0]));
}

#if NP_SVML_X86
static bool cpu_fma(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2");
}
#define TANH_PICK(AVX512, FMA, LIBM) (np_svml_cpu() ? (AVX512) : cpu_fma() ? (FMA) : (LIBM))
#else
#define TANH_PICK(AVX512, FMA, LIBM) (LIBM)
#endif

void np_loop_tanh_f64(int64_t n, char **p, const int64_t *s) {
  TANH_PICK(tanh_avx512_d, tanh_fma_d, tanh_libm_d)(n, p, s);
}

void np_loop_tanh_f32(int64_t n, char **p, const int64_t *s) {
  TANH_PICK(tanh_avx512_f, tanh_fma_f, tanh_libm_f)(n, p, s);
}

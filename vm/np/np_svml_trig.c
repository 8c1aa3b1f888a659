/* np_svml_trig.c — float64 sin, cos and tan as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_sin8, __svml_cos8 and __svml_tan8, the "la" variants), and libm's elsewhere,
 * as NumPy does.
 *
 * Algorithm (|x| below about 2^24): N = rint(x/pi) (for cos, N + 1/2 with N = floor(|x|/pi)),
 * R = x - N*pi with pi in three parts, sin(R) as R + R^3*P(R^2) with a degree-6 P whose R^2
 * comes from the two-part reduction, and the sign flipped for odd N. Larger arguments need
 * SVML's Payne-Hanek reduction and table reconstruction, which this file does not have: those
 * lanes take libm's sin/cos. tan (|x| < 128000): N = rint(16x/pi), R = x - N*pi/16 (three
 * parts), tan(R) = R + R^3*P(R^2), and tan x = (tan R + T)/(1 - T tan R) with T = tan(j*pi/16),
 * j = N mod 16, divided through the refined reciprocal estimate; larger |x| is libm's tan (correctly rounded, so they agree with SVML's nearly always; see
 * docs/numerics.md). The coefficients are SVML's (Intel, BSD-3-Clause): the same numbers are
 * needed to give the same bits.
 */
#include <math.h>
#include <pthread.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define PI1 0x1.921fb54442d18p+1 /* pi as three doubles */
#define PI2 0x1.1a62633145c06p-53
#define PI3 0x1.c1cd129024e09p-106
#define INV_PI 0x1.45f306dc9c883p-2

static const double sin_c[7] = {-0x1.55555555554a8p-3, 0x1.111111110a573p-7,
                                -0x1.a01a019a659ddp-13, 0x1.71de3806add1ap-19,
                                -0x1.ae6355aaa4a53p-26, 0x1.60e6bee01d83ep-33,
                                -0x1.9f1517e9f65f0p-41};
static const double cos_c[7] = {-0x1.55555555554a7p-3, 0x1.111111110a4a8p-7,
                                -0x1.a01a019a5b87bp-13, 0x1.71de38030fea0p-19,
                                -0x1.ae63546002231p-26, 0x1.60e6857a2f220p-33,
                                -0x1.9f0d60811aac8p-41};

#define SET(c) _mm512_set1_pd(c)

/* c[0] + r2*(c[1] + ... + r2*c[6]), Horner with one rounding per step as SVML does */
NP_SVML_KERNEL __m512d trig_poly(const double *c, __m512d r2) {
  __m512d p = _mm512_fmadd_round_pd(SET(c[6]), r2, SET(c[5]), NP_RN);
  for (int i = 4; i >= 0; i--) p = _mm512_fmadd_round_pd(r2, p, SET(c[i]), NP_RN);
  return p;
}

/* ---- |x| > 2^24 (cos: the N bound below): SVML's Payne-Hanek path ----
 * x/(2pi) mod 1 from the 53-bit significand times a 192-bit window of 1/(2pi) (32-bit pieces,
 * 64-bit products, the carries summed as SVML sums them), rounded to N/512 with a shifter; the
 * rest times 2pi in two parts is R + Rlo. sin(a + R) with a = N*2pi/512 from a table of
 * (cos a - B, B, sin a head, sin a tail), B a power of two near cos a, and short polynomials
 * for sin R - R and cos R - 1, in SVML's order of operations. */

/* Entries 0..128 of SVML's 512-entry table; the others follow by symmetry (cos a changes sign
 * past a quarter turn, sin a past a half turn; zeros keep their + sign). */
static const double trig_tab[129][4] = {
    {0x0.0p+0, 0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0},
    {-0x1.3bd2c8da49511p-14, 0x1.0000000000000p+0, 0x1.921d1fcdec784p-7, 0x1.9878ea0000000p-61},
    {-0x1.3bcfbd9979a27p-12, 0x1.0000000000000p+0, 0x1.92155f7a3667ep-6, -0x1.b1d6300000000p-64},
    {-0x1.6344004228d8bp-11, 0x1.0000000000000p+0, 0x1.2d865759455cdp-5, 0x1.686f640000000p-61},
    {-0x1.3bc390d250439p-10, 0x1.0000000000000p+0, 0x1.91f65f10dd814p-5, -0x1.912bd00000000p-61},
    {-0x1.ed534e31ca57fp-10, 0x1.0000000000000p+0, 0x1.f656e79f820e0p-5, -0x1.2e1ebe0000000p-61},
    {-0x1.63252fe77c5ebp-9, 0x1.0000000000000p+0, 0x1.2d52092ce19f6p-4, -0x1.9a088a0000000p-59},
    {-0x1.e350342a4f6e6p-9, 0x1.0000000000000p+0, 0x1.5f6d00a9aa419p-4, -0x1.f4022c0000000p-59},
    {-0x1.3b92e176d6d31p-8, 0x1.0000000000000p+0, 0x1.917a6bc29b42cp-4, -0x1.e2718c0000000p-60},
    {-0x1.8f501492cc296p-8, 0x1.0000000000000p+0, 0x1.c3785c79ec2d5p-4, -0x1.4f39de0000000p-61},
    {-0x1.ecdc78f30165cp-8, 0x1.0000000000000p+0, 0x1.f564e56a9730ep-4, 0x1.a270460000000p-59},
    {-0x1.2a1a39a8a2fb7p-7, 0x1.0000000000000p+0, 0x1.139f0cedaf577p-3, -0x1.5234340000000p-57},
    {-0x1.62aa03dd6ba58p-7, 0x1.0000000000000p+0, 0x1.2c8106e8e613ap-3, 0x1.13000a0000000p-58},
    {-0x1.a01b6cdbd995ep-7, 0x1.0000000000000p+0, 0x1.45576b1293e5ap-3, -0x1.285a240000000p-58},
    {-0x1.e26c163ad15b3p-7, 0x1.0000000000000p+0, 0x1.5e214448b3fc6p-3, 0x1.531ff60000000p-57},
    {-0x1.14ccb8bdbf114p-6, 0x1.0000000000000p+0, 0x1.76dd9de50bf31p-3, 0x1.1d5eee0000000p-57},
    {-0x1.3ad06011469fbp-6, 0x1.0000000000000p+0, 0x1.8f8b83c69a60bp-3, -0x1.26d19a0000000p-57},
    {-0x1.633f89e9a1a66p-6, 0x1.0000000000000p+0, 0x1.a82a025b00451p-3, -0x1.87905e0000000p-57},
    {-0x1.8e18a73634ee7p-6, 0x1.0000000000000p+0, 0x1.c0b826a7e4f63p-3, -0x1.af14380000000p-62},
    {-0x1.bb5a11138a4c9p-6, 0x1.0000000000000p+0, 0x1.d934fe5454311p-3, 0x1.75b9220000000p-57},
    {-0x1.eb0208db9e51bp-6, 0x1.0000000000000p+0, 0x1.f19f97b215f1bp-3, -0x1.42deee0000000p-57},
    {-0x1.0e875c1b8c3dap-5, 0x1.0000000000000p+0, 0x1.04fb80e37fdaep-2, -0x1.412cda0000000p-63},
    {-0x1.28bf1897b69ccp-5, 0x1.0000000000000p+0, 0x1.111d262b1f677p-2, 0x1.824c200000000p-56},
    {-0x1.44273720f48bcp-5, 0x1.0000000000000p+0, 0x1.1d3443f4cdb3ep-2, -0x1.720d400000000p-57},
    {-0x1.60bea939d225ap-5, 0x1.0000000000000p+0, 0x1.294062ed59f06p-2, -0x1.5d28da0000000p-56},
    {-0x1.7e8454b32ef34p-5, 0x1.0000000000000p+0, 0x1.35410c2e18152p-2, -0x1.3cb0020000000p-56},
    {-0x1.9d7713b71eee1p-5, 0x1.0000000000000p+0, 0x1.4135c94176601p-2, 0x1.0c97c40000000p-56},
    {-0x1.bd95b4d43e819p-5, 0x1.0000000000000p+0, 0x1.4d1e24278e76ap-2, 0x1.2417200000000p-57},
    {-0x1.dedefb09791b4p-5, 0x1.0000000000000p+0, 0x1.58f9a75ab1fddp-2, -0x1.efdc0c0000000p-62},
    {-0x1.00a8cee920eabp-4, 0x1.0000000000000p+0, 0x1.64c7ddd3f27c6p-2, 0x1.10d2b40000000p-58},
    {-0x1.127624999ee1dp-4, 0x1.0000000000000p+0, 0x1.7088530fa459fp-2, -0x1.44b19e0000000p-56},
    {-0x1.24d6cee3afb2ap-4, 0x1.0000000000000p+0, 0x1.7c3a9311dcce7p-2, 0x1.9a3f200000000p-62},
    {-0x1.37ca1866b95cfp-4, 0x1.0000000000000p+0, 0x1.87de2a6aea963p-2, -0x1.72cedc0000000p-57},
    {-0x1.4b4f461b0cbaap-4, 0x1.0000000000000p+0, 0x1.9372a63bc93d7p-2, 0x1.6843180000000p-57},
    {-0x1.5f6597591b633p-4, 0x1.0000000000000p+0, 0x1.9ef7943a8ed8ap-2, 0x1.6da8120000000p-57},
    {-0x1.740c45e0e5120p-4, 0x1.0000000000000p+0, 0x1.aa6c82b6d3fcap-2, -0x1.d5f1060000000p-56},
    {-0x1.894285e19c468p-4, 0x1.0000000000000p+0, 0x1.b5d1009e15cc0p-2, 0x1.5b362c0000000p-57},
    {-0x1.9f07860181d1ep-4, 0x1.0000000000000p+0, 0x1.c1249d8011ee7p-2, -0x1.813aaa0000000p-56},
    {-0x1.b55a6f65f7058p-4, 0x1.0000000000000p+0, 0x1.cc66e9931c45ep-2, 0x1.6850e40000000p-58},
    {-0x1.cc3a65bbc6327p-4, 0x1.0000000000000p+0, 0x1.d79775b86e389p-2, 0x1.550ec80000000p-56},
    {-0x1.e3a6873fa1279p-4, 0x1.0000000000000p+0, 0x1.e2b5d3806f63bp-2, 0x1.e0d8900000000p-58},
    {-0x1.fb9decc6d55b8p-4, 0x1.0000000000000p+0, 0x1.edc1952ef78d6p-2, -0x1.dd0f7c0000000p-56},
    {-0x1.0a0fd4e41ab5ap-3, 0x1.0000000000000p+0, 0x1.f8ba4dbf89abap-2, -0x1.2ec1fc0000000p-60},
    {-0x1.169566329bcb7p-3, 0x1.0000000000000p+0, 0x1.01cfc874c3eb7p-1, -0x1.34a35e0000000p-56},
    {-0x1.235f2eb9a470ap-3, 0x1.0000000000000p+0, 0x1.073879922ffeep-1, -0x1.a5a0140000000p-55},
    {-0x1.306cb042aa3bap-3, 0x1.0000000000000p+0, 0x1.0c9704d5d898fp-1, -0x1.8d3d7c0000000p-55},
    {-0x1.3dbd69fabf802p-3, 0x1.0000000000000p+0, 0x1.11eb3541b4b23p-1, -0x1.ef23b60000000p-55},
    {-0x1.4b50d8778abbdp-3, 0x1.0000000000000p+0, 0x1.1734d63dedb49p-1, -0x1.7eef2c0000000p-55},
    {-0x1.592675bc57974p-3, 0x1.0000000000000p+0, 0x1.1c73b39ae68c8p-1, 0x1.b25dd20000000p-55},
    {-0x1.673db93f41479p-3, 0x1.0000000000000p+0, 0x1.21a799933eb59p-1, -0x1.3a7b160000000p-55},
    {-0x1.759617ee761f9p-3, 0x1.0000000000000p+0, 0x1.26d054cdd12dfp-1, -0x1.5da7420000000p-55},
    {-0x1.842f0435941afp-3, 0x1.0000000000000p+0, 0x1.2bedb25faf3eap-1, -0x1.14981c0000000p-58},
    {-0x1.9307ee031e2fdp-3, 0x1.0000000000000p+0, 0x1.30ff7fce17035p-1, -0x1.efcc620000000p-57},
    {-0x1.a22042ce0a2f9p-3, 0x1.0000000000000p+0, 0x1.36058b10659f3p-1, -0x1.1fcb3a0000000p-55},
    {-0x1.b1776d9b67013p-3, 0x1.0000000000000p+0, 0x1.3affa292050b9p-1, 0x1.e3e25e0000000p-56},
    {-0x1.c10cd7041afccp-3, 0x1.0000000000000p+0, 0x1.3fed9534556d4p-1, 0x1.3691660000000p-55},
    {-0x1.d0dfe53aba2fdp-3, 0x1.0000000000000p+0, 0x1.44cf325091dd6p-1, 0x1.8076a20000000p-57},
    {-0x1.e0effc1174505p-3, 0x1.0000000000000p+0, 0x1.49a449b9b0939p-1, -0x1.27ee160000000p-55},
    {-0x1.f13c7d001a249p-3, 0x1.0000000000000p+0, 0x1.4e6cabbe3e5e9p-1, 0x1.3c293e0000000p-57},
    {0x1.fe3b38d5c5dc2p-3, 0x1.0000000000000p-1, 0x1.5328292a35596p-1, -0x1.a12eb80000000p-56},
    {0x1.ed77c89aabebbp-3, 0x1.0000000000000p-1, 0x1.57d69348ceca0p-1, -0x1.7572080000000p-55},
    {0x1.dc79d7c0dc985p-3, 0x1.0000000000000p-1, 0x1.5c77bbe65018cp-1, 0x1.069ea80000000p-55},
    {0x1.cb420dfbffe59p-3, 0x1.0000000000000p-1, 0x1.610b7551d2cdfp-1, -0x1.251b340000000p-56},
    {0x1.b9d1153aaa2bap-3, 0x1.0000000000000p-1, 0x1.6591925f0783dp-1, 0x1.c3d64e0000000p-55},
    {0x1.a827999fcef32p-3, 0x1.0000000000000p-1, 0x1.6a09e667f3bcdp-1, -0x1.bdd3400000000p-55},
    {0x1.9646497c1e0f6p-3, 0x1.0000000000000p-1, 0x1.6e74454eaa8afp-1, -0x1.dbc03c0000000p-55},
    {0x1.842dd5474b37bp-3, 0x1.0000000000000p-1, 0x1.72d0837efff96p-1, 0x1.0d4ef00000000p-55},
    {0x1.71deef9940631p-3, 0x1.0000000000000p-1, 0x1.771e75f037261p-1, 0x1.5cfce80000000p-56},
    {0x1.5f5a4d233b27fp-3, 0x1.0000000000000p-1, 0x1.7b5df226aafafp-1, -0x1.0f537a0000000p-56},
    {0x1.4ca0a4a8d5657p-3, 0x1.0000000000000p-1, 0x1.7f8ece3571771p-1, -0x1.9c8d8c0000000p-55},
    {0x1.39b2aef8f97a4p-3, 0x1.0000000000000p-1, 0x1.83b0e0bff976ep-1, -0x1.6f420e0000000p-56},
    {0x1.269126e6c24e3p-3, 0x1.0000000000000p-1, 0x1.87c400fba2ebfp-1, -0x1.2dabc00000000p-55},
    {0x1.133cc94247758p-3, 0x1.0000000000000p-1, 0x1.8bc806b151741p-1, -0x1.2c5e120000000p-55},
    {0x1.ff6ca9a2ab6a2p-4, 0x1.0000000000000p-1, 0x1.8fbcca3ef940dp-1, -0x1.6dfa980000000p-57},
    {0x1.d7fd1490285cap-4, 0x1.0000000000000p-1, 0x1.93a22499263fbp-1, 0x1.3d419a0000000p-55},
    {0x1.b02c58832cf96p-4, 0x1.0000000000000p-1, 0x1.9777ef4c7d742p-1, -0x1.15479a0000000p-55},
    {0x1.87fbfe70b81a7p-4, 0x1.0000000000000p-1, 0x1.9b3e047f38741p-1, -0x1.30ee280000000p-55},
    {0x1.5f6d92fd79f50p-4, 0x1.0000000000000p-1, 0x1.9ef43ef29af94p-1, 0x1.b1dfca0000000p-56},
    {0x1.3682a66e896f5p-4, 0x1.0000000000000p-1, 0x1.a29a7a0462782p-1, -0x1.128bb00000000p-56},
    {0x1.0d3ccc99f5ac6p-4, 0x1.0000000000000p-1, 0x1.a63091b02fae2p-1, -0x1.e911140000000p-56},
    {0x1.c73b39ae68c87p-5, 0x1.0000000000000p-1, 0x1.a9b66290ea1a3p-1, 0x1.9f630e0000000p-60},
    {0x1.734d63dedb48ap-5, 0x1.0000000000000p-1, 0x1.ad2bc9e21d511p-1, -0x1.47fbe00000000p-55},
    {0x1.1eb3541b4b228p-5, 0x1.0000000000000p-1, 0x1.b090a58150200p-1, -0x1.926da20000000p-55},
    {0x1.92e09abb131d4p-6, 0x1.0000000000000p-1, 0x1.b3e4d3ef55712p-1, -0x1.eb6b8a0000000p-55},
    {0x1.ce1e648bffb66p-7, 0x1.0000000000000p-1, 0x1.b728345196e3ep-1, -0x1.bc69f20000000p-55},
    {0x1.cfc874c3eb6d9p-9, 0x1.0000000000000p-1, 0x1.ba5aa673590d2p-1, 0x1.7ea4e20000000p-55},
    {-0x1.d16c901d95181p-8, 0x1.0000000000000p-1, 0x1.bd7c0ac6f952ap-1, -0x1.825a720000000p-55},
    {-0x1.23e6ad10872a7p-6, 0x1.0000000000000p-1, 0x1.c08c426725549p-1, 0x1.b157fc0000000p-58},
    {-0x1.d4a2c7f909c4ep-6, 0x1.0000000000000p-1, 0x1.c38b2f180bdb1p-1, -0x1.6e0b160000000p-56},
    {-0x1.4344523c8e3b5p-5, 0x1.0000000000000p-1, 0x1.c678b3488739bp-1, 0x1.d86cac0000000p-57},
    {-0x1.9cc8b3671dd0fp-5, 0x1.0000000000000p-1, 0x1.c954b213411f5p-1, -0x1.2fb7600000000p-58},
    {-0x1.f6db13ff708cbp-5, 0x1.0000000000000p-1, 0x1.cc1f0f3fcfc5cp-1, 0x1.e576120000000p-56},
    {-0x1.28bbfd87a8cffp-4, 0x1.0000000000000p-1, 0x1.ced7af43cc773p-1, -0x1.e7b6ba0000000p-58},
    {-0x1.564df524b00dap-4, 0x1.0000000000000p-1, 0x1.d17e7743e35dcp-1, -0x1.101da20000000p-58},
    {-0x1.8421af15c49d7p-4, 0x1.0000000000000p-1, 0x1.d4134d14dc93ap-1, -0x1.4ef5280000000p-55},
    {-0x1.b2356710db0a3p-4, 0x1.0000000000000p-1, 0x1.d696173c9e68bp-1, -0x1.e8c61c0000000p-56},
    {-0x1.e087565455a75p-4, 0x1.0000000000000p-1, 0x1.d906bcf328d46p-1, 0x1.457e600000000p-56},
    {0x1.f0ea4c477339cp-4, 0x1.0000000000000p-2, 0x1.db6526238a09bp-1, -0x1.adee7e0000000p-56},
    {0x1.c2214c3e9167bp-4, 0x1.0000000000000p-2, 0x1.ddb13b6ccc23cp-1, 0x1.83c37c0000000p-55},
    {0x1.931f774fc9f18p-4, 0x1.0000000000000p-2, 0x1.dfeae622dbe2bp-1, -0x1.514ea80000000p-55},
    {0x1.63e69d6ac7f74p-4, 0x1.0000000000000p-2, 0x1.e212104f686e5p-1, -0x1.014c760000000p-55},
    {0x1.3478909e39da9p-4, 0x1.0000000000000p-2, 0x1.e426a4b2bc17ep-1, 0x1.a873880000000p-55},
    {0x1.04d72505d9805p-4, 0x1.0000000000000p-2, 0x1.e6288ec48e112p-1, -0x1.16b56e0000000p-57},
    {0x1.aa086170c0a8ep-5, 0x1.0000000000000p-2, 0x1.e817bab4cd10dp-1, -0x1.d0afe60000000p-56},
    {0x1.4a03176acf82dp-5, 0x1.0000000000000p-2, 0x1.e9f4156c62ddap-1, 0x1.760b1e0000000p-55},
    {0x1.d3443f4cdb3ddp-6, 0x1.0000000000000p-2, 0x1.ebbd8c8df0b74p-1, 0x1.c6c8c60000000p-56},
    {0x1.11d262b1f6776p-6, 0x1.0000000000000p-2, 0x1.ed740e7684963p-1, 0x1.e82c780000000p-56},
    {0x1.3ee038dff6b80p-8, 0x1.0000000000000p-2, 0x1.ef178a3e473c2p-1, 0x1.6310a60000000p-55},
    {-0x1.cc0d09bd41caap-8, 0x1.0000000000000p-2, 0x1.f0a7efb9230d7p-1, 0x1.52c7ac0000000p-56},
    {-0x1.36580d5d5e775p-6, 0x1.0000000000000p-2, 0x1.f2252f7763adap-1, -0x1.20cb800000000p-55},
    {-0x1.fa3ecac0d84e8p-6, 0x1.0000000000000p-2, 0x1.f38f3ac64e589p-1, -0x1.d7bafa0000000p-56},
    {-0x1.5f57f693feebep-5, 0x1.0000000000000p-2, 0x1.f4e603b0b2f2dp-1, -0x1.8ee01e0000000p-56},
    {-0x1.c1d1f0e5967d5p-5, 0x1.0000000000000p-2, 0x1.f6297cff75cb0p-1, 0x1.5621720000000p-56},
    {0x1.db7677942fcc5p-5, 0x1.0000000000000p-3, 0x1.f7599a3a12077p-1, 0x1.84f31c0000000p-55},
    {0x1.78851122cff19p-5, 0x1.0000000000000p-3, 0x1.f8764fa714ba9p-1, 0x1.ab25660000000p-56},
    {0x1.155dac4a4f967p-5, 0x1.0000000000000p-3, 0x1.f97f924c9099bp-1, -0x1.e2ae0e0000000p-55},
    {0x1.64083747309d1p-6, 0x1.0000000000000p-3, 0x1.fa7557f08a517p-1, -0x1.7a0a8c0000000p-55},
    {0x1.39f0cedaf576bp-7, 0x1.0000000000000p-3, 0x1.fb5797195d741p-1, 0x1.1bfac60000000p-56},
    {-0x1.536352ad19e39p-9, 0x1.0000000000000p-3, 0x1.fc26470e19fd3p-1, 0x1.1ec8660000000p-55},
    {-0x1.e43d1c309e958p-7, 0x1.0000000000000p-3, 0x1.fce15fd6da67bp-1, -0x1.5dd6f80000000p-56},
    {-0x1.ba1650f592f50p-6, 0x1.0000000000000p-3, 0x1.fd88da3d12526p-1, -0x1.87df620000000p-55},
    {0x1.7db402a6a9063p-6, 0x1.0000000000000p-4, 0x1.fe1cafcbd5b09p-1, 0x1.a23e320000000p-57},
    {0x1.6a9049670cfaep-7, 0x1.0000000000000p-4, 0x1.fe9cdad01883ap-1, 0x1.521ecc0000000p-57},
    {-0x1.35230c0fbe402p-10, 0x1.0000000000000p-4, 0x1.ff095658e71adp-1, 0x1.01a8ce0000000p-55},
    {-0x1.b82683bc89fb0p-7, 0x1.0000000000000p-4, 0x1.ff621e3796d7ep-1, -0x1.c57bc20000000p-57},
    {0x1.6c32baca2ae69p-8, 0x1.0000000000000p-5, 0x1.ffa72effef75dp-1, -0x1.8b4cdc0000000p-55},
    {-0x1.b7aa821726608p-8, 0x1.0000000000000p-5, 0x1.ffd886084cd0dp-1, -0x1.1354d40000000p-55},
    {-0x1.b78b80c84e1eep-9, 0x1.0000000000000p-6, 0x1.fff62169b92dbp-1, 0x1.5dda3c0000000p-55},
    {0x0.0p+0, 0x0.0p+0, 0x1.0000000000000p+0, 0x0.0p+0},
};

/* Built once (trig_init) from the constants above: the 192-bit window of 1/(2pi) for each
 * exponent field (SVML's reduction table, cut out of np_svml_inv2pi) and all 512 entries of
 * trig_tab, so that the vector code does one gather per word as SVML does (gathers are slow). */
static uint64_t trig_win[2048][3];
static double trig_full[512][4];
static pthread_once_t trig_once = PTHREAD_ONCE_INIT;

/* 64 bits of np_svml_inv2pi starting B bits in */
static uint64_t trig_bits64(unsigned b) {
  const uint32_t *w = np_svml_inv2pi + (b >> 5);
  unsigned s = b & 31;
  return (uint64_t)w[0] << (32 + s) | (uint64_t)w[1] << s | (uint64_t)w[2] >> (32 - s);
}

static double trig_neg(double v) { return v == 0.0 ? v : -v; } /* zeros keep their + sign */

static void trig_init(void) {
  for (unsigned e = 0; e < 2048; e++) { /* exponents below 915 read 915's window (unused) */
    unsigned b = e < 915 ? 0 : e - 915;
    for (unsigned k = 0; k < 3; k++) trig_win[e][k] = trig_bits64(b + 64 * k);
  }
  for (int j = 0; j < 512; j++) {
    int jj = j > 256 ? 512 - j : j, q = jj > 128 ? 256 - jj : jj;
    const double *t = trig_tab[q];
    trig_full[j][0] = jj > 128 ? trig_neg(t[0]) : t[0];
    trig_full[j][1] = jj > 128 ? trig_neg(t[1]) : t[1];
    trig_full[j][2] = j > 256 ? trig_neg(t[2]) : t[2];
    trig_full[j][3] = j > 256 ? trig_neg(t[3]) : t[3];
  }
}

/* |x|/(2pi) mod 1 as 128 bits (hi, lo) */
NP_SVML_KERNEL void trig_mulfrac(__m512i xi, __m512i *hi, __m512i *lo) {
  const __m512i m32 = _mm512_set1_epi64(0xffffffff);
  __m512i e = _mm512_srli_epi64(_mm512_and_si512(xi, _mm512_set1_epi64(0x7ff0000000000000ll)), 52);
  __m512i off = _mm512_mullo_epi64(e, _mm512_set1_epi64(3));
  const long long *w = (const long long *)&trig_win[0][0];
  __m512i q0 = _mm512_i64gather_epi64(off, w, 8);
  __m512i q1 = _mm512_i64gather_epi64(_mm512_add_epi64(off, _mm512_set1_epi64(1)), w, 8);
  __m512i q2 = _mm512_i64gather_epi64(_mm512_add_epi64(off, _mm512_set1_epi64(2)), w, 8);
  __m512i p5 = _mm512_srli_epi64(q0, 32), p4 = _mm512_and_si512(q0, m32);
  __m512i p3 = _mm512_srli_epi64(q1, 32), p2 = _mm512_and_si512(q1, m32);
  __m512i p1 = _mm512_srli_epi64(q2, 32), p0 = _mm512_and_si512(q2, m32);
  __m512i m = _mm512_add_epi64(_mm512_and_si512(xi, _mm512_set1_epi64(0x000fffffffffffffll)),
                               _mm512_set1_epi64(0x0010000000000000ll));
  __m512i m1 = _mm512_srli_epi64(m, 32), m0 = _mm512_and_si512(m, m32);
  __m512i a4 = _mm512_mullo_epi64(p4, m1), a3 = _mm512_mullo_epi64(p3, m1);
  __m512i a2 = _mm512_mullo_epi64(p2, m1), a1 = _mm512_mullo_epi64(p1, m1);
  __m512i a0 = _mm512_mullo_epi64(p0, m1), b5 = _mm512_mullo_epi64(p5, m0);
  __m512i b4 = _mm512_mullo_epi64(p4, m0), b3 = _mm512_mullo_epi64(p3, m0);
  __m512i b2 = _mm512_mullo_epi64(p2, m0), b1 = _mm512_mullo_epi64(p1, m0);
  a1 = _mm512_add_epi64(a1, _mm512_srli_epi64(b1, 32));
  a2 = _mm512_add_epi64(a2, _mm512_srli_epi64(b2, 32));
  a3 = _mm512_add_epi64(a3, _mm512_srli_epi64(b3, 32));
  a4 = _mm512_add_epi64(a4, _mm512_srli_epi64(b4, 32));
  __m512i s0 = _mm512_add_epi64(_mm512_add_epi64(a1, _mm512_and_si512(b2, m32)), _mm512_srli_epi64(a0, 32));
  __m512i s1 = _mm512_add_epi64(_mm512_add_epi64(a2, _mm512_and_si512(b3, m32)), _mm512_srli_epi64(s0, 32));
  __m512i s2 = _mm512_add_epi64(_mm512_add_epi64(a3, _mm512_and_si512(b4, m32)), _mm512_srli_epi64(s1, 32));
  __m512i s3 = _mm512_add_epi64(_mm512_add_epi64(a4, _mm512_and_si512(b5, m32)), _mm512_srli_epi64(s2, 32));
  *hi = _mm512_add_epi64(_mm512_slli_epi64(s3, 32), _mm512_and_si512(s2, m32));
  *lo = _mm512_add_epi64(_mm512_slli_epi64(s1, 32), _mm512_and_si512(s0, m32));
}

/* bits B as a double, minus the implicit bit EXP (2^0, 2^-52, 2^-104) added to make it one */
NP_SVML_KERNEL __m512d trig_part(__m512i b, __m512i e) {
  return _mm512_sub_round_pd(_mm512_castsi512_pd(_mm512_or_si512(b, e)), _mm512_castsi512_pd(e), NP_RN);
}

/* entry J (0..511) of the full table, as four vectors */
NP_SVML_KERNEL void trig_entry(__m512i j, __m512d *a, __m512d *b, __m512d *c, __m512d *d) {
  __m512i off = _mm512_slli_epi64(j, 2);
  const double *t = &trig_full[0][0];
  *a = _mm512_i64gather_pd(off, t, 8);
  *b = _mm512_i64gather_pd(_mm512_add_epi64(off, _mm512_set1_epi64(1)), t, 8);
  *c = _mm512_i64gather_pd(_mm512_add_epi64(off, _mm512_set1_epi64(2)), t, 8);
  *d = _mm512_i64gather_pd(_mm512_add_epi64(off, _mm512_set1_epi64(3)), t, 8);
}

/* sin(|x|) (SHIFT 0) or cos(|x|) (SHIFT 128: a quarter turn further in the table) */
NP_SVML_KERNEL __m512d trig_large(__m512d ax, int shift) {
  __m512i hi, lo;
  trig_mulfrac(_mm512_castpd_si512(ax), &hi, &lo);
  const __m512d shifter = _mm512_set1_pd(0x1.8p43); /* rounds at 2^-9: N in 2pi/512 steps */
  __m512i one = _mm512_set1_epi64(0x3ff0000000000000ll);
  __m512d f = _mm512_castsi512_pd(_mm512_or_si512(_mm512_srli_epi64(hi, 12), one));
  __m512d nsh = _mm512_add_round_pd(shifter, f, NP_RN);
  __m512d rh = _mm512_sub_round_pd(f, _mm512_sub_round_pd(nsh, shifter, NP_RN), NP_RN);
  __m512i lbits = _mm512_slli_epi64(_mm512_and_si512(lo, _mm512_set1_epi64(0xffffff)), 28);
  __m512d rl = trig_part(lbits, _mm512_set1_epi64(0x3970000000000000ll));
  __m512i mbits = _mm512_or_si512(_mm512_slli_epi64(_mm512_and_si512(hi, _mm512_set1_epi64(0xfff)), 40),
                                  _mm512_srli_epi64(lo, 24));
  __m512d rm = trig_part(mbits, _mm512_set1_epi64(0x3cb0000000000000ll));
  const __m512d pi2 = SET(0x1.921fb54442d18p+2);
  __m512d r1 = _mm512_add_round_pd(rh, rm, NP_RN);
  __m512d ph = _mm512_mul_round_pd(r1, pi2, NP_RN);
  __m512d t = _mm512_sub_round_pd(rh, r1, NP_RN);
  __m512d pl = _mm512_fmsub_round_pd(r1, pi2, ph, NP_RN);
  __m512i n = _mm512_and_si512(_mm512_castpd_si512(nsh), _mm512_set1_epi64(0x1ff));
  __m512d r2 = _mm512_add_round_pd(_mm512_add_round_pd(rm, t, NP_RN), rl, NP_RN);
  pl = _mm512_fmadd_round_pd(SET(0x1.1a62633145c07p-52), r1, pl, NP_RN);
  pl = _mm512_fmadd_round_pd(pi2, r2, pl, NP_RN);
  __m512d r = ph, rr = _mm512_mul_round_pd(ph, ph, NP_RN);
  __m512d a, b, c, d;
  __m512i j = _mm512_and_si512(_mm512_add_epi64(n, _mm512_set1_epi64(shift)), _mm512_set1_epi64(511));
  trig_entry(j, &a, &b, &c, &d);
  __m512d t0 = _mm512_fmadd_round_pd(b, r, c, NP_RN);
  __m512d h = _mm512_fmadd_round_pd(r, a, t0, NP_RN);
  __m512d c3 = _mm512_fmadd_round_pd(b, r, _mm512_sub_round_pd(c, t0, NP_RN), NP_RN);
  __m512d h2 = _mm512_fmadd_round_pd(r, a, _mm512_sub_round_pd(t0, h, NP_RN), NP_RN);
  __m512d sp = _mm512_fmadd_round_pd(SET(0x1.1110fabb3551cp-7), rr, SET(-0x1.5555555554448p-3), NP_RN);
  __m512d low = _mm512_add_round_pd(h2, c3, NP_RN);
  __m512d cosa = _mm512_add_round_pd(a, b, NP_RN);
  sp = _mm512_mul_round_pd(r, _mm512_mul_round_pd(sp, rr, NP_RN), NP_RN);
  __m512d k = _mm512_fnmadd_round_pd(c, r, cosa, NP_RN);
  low = _mm512_fmadd_round_pd(cosa, sp, low, NP_RN);
  __m512d cp = _mm512_fmadd_round_pd(SET(-0x1.6c16ab163b2d7p-10), rr, SET(0x1.5555555554ccfp-5), NP_RN);
  cp = _mm512_fmadd_round_pd(rr, cp, SET(-0.5), NP_RN);
  cp = _mm512_fmadd_round_pd(c, _mm512_mul_round_pd(cp, rr, NP_RN), low, NP_RN);
  k = _mm512_fmadd_round_pd(k, pl, d, NP_RN);
  return _mm512_add_round_pd(h, _mm512_add_round_pd(cp, k, NP_RN), NP_RN);
}

/* Inf gives NaN (with the invalid flag), NaN itself */
static double trig_nonfinite(double x) {
  volatile double zero = 0.0;
  return isnan(x) ? x * x : x * zero;
}

/* lanes of BIG finished by the large path (sign of x restored for sin), Inf and NaN after */
NP_SVML_KERNEL __m512d trig_big_lanes(__m512d res, __m512d x, __mmask8 big, int shift) {
  __m512d ax = _mm512_abs_pd(x);
  __m512d r = trig_large(ax, shift);
  if (!shift) r = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(r),
      _mm512_xor_si512(_mm512_castpd_si512(x), _mm512_castpd_si512(ax))));
  res = _mm512_mask_mov_pd(res, big, r);
  __mmask8 bad = _mm512_cmp_pd_mask(ax, SET(INFINITY), _CMP_NLT_UQ) & big;
  NP_SVML_RARE_F64(res, x, bad, trig_nonfinite);
  return res;
}

/* tan's reduction for |x| > 128000 (lanes of BIG): the same x/(2pi) mod 1, here with the sign of x
 * in every part; N in 2pi/512 steps gives the pi/16 table index (N + 8 - sign) / 16 and the
 * eighths of it left over go into R (two parts of 2pi/512). */
NP_SVML_KERNEL void tan_large(__m512d x, __mmask8 big, __m512i *idx, __m512d *r) {
  __m512i xi = _mm512_castpd_si512(x), hi, lo;
  trig_mulfrac(xi, &hi, &lo);
  __m512i sgn = _mm512_and_si512(xi, _mm512_set1_epi64((long long)0x8000000000000000ull));
  const __m512d shifter = SET(0x1.8p43);
  __m512i one = _mm512_xor_si512(sgn, _mm512_set1_epi64(0x3ff0000000000000ll));
  __m512d f = _mm512_castsi512_pd(_mm512_or_si512(one, _mm512_srli_epi64(hi, 12)));
  __m512d nsh = _mm512_add_round_pd(shifter, f, NP_RN);
  __m512d rh = _mm512_sub_round_pd(f, _mm512_sub_round_pd(nsh, shifter, NP_RN), NP_RN);
  __m512i e104 = _mm512_xor_si512(sgn, _mm512_set1_epi64(0x3970000000000000ll));
  __m512i lbits = _mm512_slli_epi64(_mm512_and_si512(lo, _mm512_set1_epi64(0xffffff)), 28);
  __m512d rl = trig_part(lbits, e104);
  __m512i e52 = _mm512_xor_si512(sgn, _mm512_set1_epi64(0x3cb0000000000000ll));
  __m512i mbits = _mm512_or_si512(_mm512_slli_epi64(_mm512_and_si512(hi, _mm512_set1_epi64(0xfff)), 40),
                                  _mm512_srli_epi64(lo, 24));
  __m512d rm = trig_part(mbits, e52);
  __m512d r1 = _mm512_add_round_pd(rh, rm, NP_RN);
  __m512d r2 = _mm512_add_round_pd(rm, _mm512_sub_round_pd(rh, r1, NP_RN), NP_RN);
  r2 = _mm512_add_round_pd(r2, rl, NP_RN);
  const __m512d pi2 = SET(0x1.921fb54442d18p+2);
  __m512d ph = _mm512_mul_round_pd(r1, pi2, NP_RN);
  __m512d pl = _mm512_fmsub_round_pd(r1, pi2, ph, NP_RN);
  pl = _mm512_fmadd_round_pd(SET(0x1.1a62633145c07p-52), r1, pl, NP_RN);
  pl = _mm512_fmadd_round_pd(pi2, r2, pl, NP_RN);
  __m512i n = _mm512_and_si512(_mm512_castpd_si512(nsh), _mm512_set1_epi64(0x1ff));
  __m512i up = _mm512_sub_epi64(_mm512_set1_epi64(8), _mm512_srli_epi64(_mm512_castpd_si512(ph), 63));
  __m512i j = _mm512_srli_epi64(_mm512_add_epi64(n, up), 4);
  __m512d left = _mm512_cvt_roundepi64_pd(_mm512_sub_epi64(n, _mm512_slli_epi64(j, 4)), NP_RN);
  pl = _mm512_fmadd_round_pd(SET(0x1.1a62633145c07p-61), left, pl, NP_RN);
  __m512d head = _mm512_add_round_pd(pl, ph, NP_RN);
  __m512d lr = _mm512_fmadd_round_pd(SET(0x1.921fb54442d18p-7), left, head, NP_RN);
  *idx = _mm512_mask_mov_epi64(*idx, big, j);
  *r = _mm512_mask_mov_pd(*r, big, lr);
}

/* tan(j*pi/16), j = 0..15, as SVML tabulates them (j = 8: -DBL_MAX) */
static const double tan_tab[16] = {
    -0x0.0p+0, 0x1.975f5e0553158p-3, 0x1.a827999fcef32p-2, 0x1.561b82ab7f990p-1,
    0x1.0000000000000p+0, 0x1.7f218e25a7461p+0, 0x1.3504f333f9de6p+1, 0x1.41bfee2424771p+2,
    -0x1.fffffffffffffp+1023, -0x1.41bfee2424771p+2, -0x1.3504f333f9de6p+1, -0x1.7f218e25a7461p+0,
    -0x1.0000000000000p+0, -0x1.561b82ab7f990p-1, -0x1.a827999fcef32p-2, -0x1.975f5e0553158p-3,
};

NP_SVML_KERNEL __m512d tan_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = SET(0x1.8p52);
  __m512d ax = _mm512_abs_pd(x);
  __mmask8 big = _mm512_cmp_round_pd_mask(ax, SET(128000.0), _CMP_NLE_UQ, _MM_FROUND_NO_EXC);
  __m512d t = _mm512_fmadd_round_pd(x, SET(0x1.45f306dc9c883p+2), shifter, NP_RN);
  __m512d nn = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d r = _mm512_fnmadd_round_pd(nn, SET(0x1.921fb54442d18p-3), x, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(0x1.1a62633145c06p-57), nn, r, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(0x1.c1cd129024e09p-110), nn, r, NP_RN);
  __m512i idx = _mm512_castpd_si512(t);
  if (big) tan_large(x, big, &idx, &r);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d tj = np_svml_tab16_pd(tan_tab, idx);
  __m512d p = _mm512_fmadd_round_pd(SET(0x1.25cccc7c9fa5dp-7), r2, SET(0x1.664ab664efba9p-6), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.ba1ba489d25cap-5), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.11111110b0802p-3), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, SET(0x1.55555555555dcp-2), NP_RN);
  __m512d tr = _mm512_mul_round_pd(p, r, NP_RN);
  tr = _mm512_fmadd_round_pd(r2, tr, r, NP_RN); /* tan R */
  __m512d num = _mm512_add_round_pd(tr, tj, NP_RN);
  __m512d den = _mm512_fnmadd_round_pd(tr, tj, SET(1.0), NP_RN);
  __m512d rc = _mm512_rcp14_pd(den);
  __m512d eps = _mm512_fnmadd_round_pd(den, rc, SET(1.0), NP_RN);
  rc = _mm512_fmadd_round_pd(eps, rc, rc, NP_RN);
  __m512d q = _mm512_mul_round_pd(rc, num, NP_RN);
  __m512d err = _mm512_fmsub_round_pd(q, den, num, NP_RN);
  __m512d res = _mm512_fnmadd_round_pd(rc, err, q, NP_RN);
  __mmask8 bad = _mm512_cmp_pd_mask(ax, SET(INFINITY), _CMP_NLT_UQ) & big;
  NP_SVML_RARE_F64(res, x, bad, trig_nonfinite);
  return res;
}

NP_SVML_KERNEL __m512d sin_kernel(__m512d x, __mmask8 live) {
  (void)live;
  const __m512d shifter = SET(0x1.8p52);
  __m512d t = _mm512_fmadd_round_pd(x, SET(INV_PI), shifter, NP_RN);
  __mmask8 zero = _mm512_cmp_round_pd_mask(x, SET(-0.0), _CMP_EQ_OQ, _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_slli_epi64(_mm512_castpd_si512(t), 63); /* odd N flips the sign */
  sign = _mm512_mask_xor_epi64(sign, zero, sign, _mm512_castpd_si512(x));
  __m512d nn = _mm512_sub_round_pd(t, shifter, NP_RN);
  __m512d ax = _mm512_abs_pd(x);
  __mmask8 big = _mm512_cmp_round_pd_mask(ax, SET(0x1p24), _CMP_NLE_UQ, _MM_FROUND_NO_EXC);
  __m512d r = _mm512_fnmadd_round_pd(nn, SET(PI1), x, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(PI2), nn, r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  r = _mm512_fnmadd_round_pd(SET(PI3), nn, r, NP_RN);
  __m512d r3 = _mm512_mul_round_pd(r2, r, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(r3, trig_poly(sin_c, r2), r, NP_RN);
  __m512d res = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(p), sign));
  if (big) res = trig_big_lanes(res, x, big, 0);
  return res;
}

NP_SVML_KERNEL __m512d cos_kernel(__m512d x, __mmask8 live) {
  (void)live;
  __m512d ax = _mm512_abs_pd(x);
  __m512d t = _mm512_fmadd_round_pd(ax, SET(INV_PI), SET(0x1p52), NP_RZ); /* 2^52 + floor */
  __mmask8 tiny = _mm512_cmp_round_pd_mask(ax, SET(0x1p-27), _CMP_LT_OQ, _MM_FROUND_NO_EXC);
  __mmask8 big = _mm512_cmp_round_pd_mask(t, SET(np_u2d(0x43300000007ffffe)), _CMP_NLE_UQ,
                                          _MM_FROUND_NO_EXC);
  __m512i sign = _mm512_slli_epi64(_mm512_castpd_si512(t), 63);
  __m512d nh = _mm512_sub_round_pd(t, SET(0x1.fffffffffffffp+51), NP_RN); /* N + 1/2 */
  __m512d r = _mm512_fmsub_round_pd(nh, SET(PI1), ax, NP_RN);                /* -R */
  r = _mm512_fmadd_round_pd(SET(PI2), nh, r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  r = _mm512_fmadd_round_pd(SET(PI3), nh, r, NP_RN);
  r = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(r), sign));
  __m512d r3 = _mm512_mul_round_pd(r, r2, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(r3, trig_poly(cos_c, r2), r, NP_RN);
  res = _mm512_mask_blend_pd(tiny, res, SET(1.0));
  if (big) res = trig_big_lanes(res, x, big, 128);
  return res;
}

NP_SVML_LOOP_F64(sin_avx512, sin_kernel, 0.0)
NP_SVML_LOOP_F64(cos_avx512, cos_kernel, 0.0)
NP_SVML_LOOP_F64(tan_avx512, tan_kernel, 0.0)

#endif /* NP_SVML_X86 */

static void sin_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = sin(*(const double *)(p[0] + i * s[0]));
}

static void cos_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = cos(*(const double *)(p[0] + i * s[0]));
}

void np_loop_sin_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  pthread_once(&trig_once, trig_init);
#endif
  NP_SVML_PICK(sin_avx512, sin_libm)(n, p, s);
}

void np_loop_cos_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  pthread_once(&trig_once, trig_init);
#endif
  NP_SVML_PICK(cos_avx512, cos_libm)(n, p, s);
}

static void tan_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = tan(*(const double *)(p[0] + i * s[0]));
}

void np_loop_tan_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  pthread_once(&trig_once, trig_init);
#endif
  NP_SVML_PICK(tan_avx512, tan_libm)(n, p, s);
}

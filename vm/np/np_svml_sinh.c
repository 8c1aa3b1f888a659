/* np_svml_sinh.c — float64 sinh and cosh as NumPy 1.24 computes them on AVX-512 machines (SVML's
 * __svml_sinh8 and __svml_cosh8, "la" variants), libm elsewhere, as NumPy does. (float32 is in
 * np_svml_f32.c.)
 *
 * Both write |x| = (n + j/2^K)*ln2 + r with a two-part ln2 (one FMA into a shifter constant gives
 * n and j in its low mantissa bits), and combine 2^n*T[j] and 2^-n*T'[j] (T = 2^(j/2^K)/2 and
 * T' = 2^(-j/2^K)/2, the exponent n added to the table entries as an integer) with the even and
 * odd parts of exp(r): sinh uses K = 7 (128 entries of T' and T - T'), cosh K = 4 (16 entries).
 * |x| > 707.7 and Inf/NaN take SVML's scalar path, where only exp(|x|)/2 matters: a 64-entry
 * head/tail table of 2^(j/64), a degree-5 polynomial, and 2^n applied in two steps near overflow.
 * Coefficients and tables are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML
 * svml_z0_sinh_d_la.s, svml_z0_cosh_d_la.s): the same numbers give the same bits.
 */
#include <float.h>
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#if NP_SVML_X86
#define SETD(d) _mm512_set1_pd(d)

/* ---- the scalar path: exp(|x|)/2 for 21.5 <= |x| < 710.48 (called above 707.7) ---- */

/* 2^(j/64) as head and tail (the tails are not those of np_svml_exp.c's table) */
static const double hyp_exp_tab[64][2] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, {0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56},
    {0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55}, {0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57},
    {0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54}, {0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59},
    {0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54}, {0x1.1429aaea92de0p+0, -0x1.32fbf9af1369ep-54},
    {0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55}, {0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55},
    {0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54}, {0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55},
    {0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54}, {0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55},
    {0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55}, {0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54},
    {0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55}, {0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54},
    {0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54}, {0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56},
    {0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55}, {0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58},
    {0x1.44e086061892dp+0, 0x1.89b7a04ef80d0p-59}, {0x1.486a2b5c13cd0p+0, 0x1.3c1a3b69062f0p-56},
    {0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56}, {0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54},
    {0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55}, {0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54},
    {0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54}, {0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54},
    {0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54}, {0x1.6623882552225p+0, -0x1.bb60987591c34p-54},
    {0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54}, {0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57},
    {0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55}, {0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54},
    {0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55}, {0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56},
    {0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54}, {0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54},
    {0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54}, {0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55},
    {0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57}, {0x1.97d829fde4e50p+0, -0x1.d185b7c1b85d1p-54},
    {0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56}, {0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54},
    {0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54}, {0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54},
    {0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54}, {0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57},
    {0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56}, {0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55},
    {0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55}, {0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54},
    {0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56}, {0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54},
    {0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55}, {0x1.da9e603db3285p+0, 0x1.c2300696db532p-54},
    {0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54}, {0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55},
    {0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54}, {0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6b0p-54},
    {0x1.f50765b6e4540p+0, 0x1.9d3e12dd8a18bp-54}, {0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55},
};

/* Plain double steps, no FMA (the file is C11: no contraction), as SVML's scalar code. */
static double hyp_half_exp(double ax) {
  double s = ax * 0x1.71547652b82fep+6 + 0x1.8p52;
  uint32_t m = (uint32_t)np_d2u(s);
  double n = s - 0x1.8p52;
  double r = ax - 0x1.62e42fefa0000p-7 * n;
  r = r - n * 0x1.cf79abc9e3b3ap-46;
  double p = 0x1.6c16a1c2a3ffdp-10 * r + 0x1.111123aaf20d3p-7;
  p = p * r + 0x1.5555555558fccp-5;
  p = p * r + 0x1.55555555548f8p-3;
  p = p * r + 0.5;
  p = p * r * r + r;
  const double *t = hyp_exp_tab[m & 63];
  p = p * t[0] + t[1] + t[0];
  unsigned be = ((m >> 6) + 1022) & 2047;
  if (be <= 2046) return p * np_u2d((uint64_t)be << 52);
  return p * np_u2d((uint64_t)(be - 1) << 52) * 2.0; /* 2^1024 is not a double */
}

static double sinh_rare(double x) {
  double ax = fabs(x);
  if (isnan(x) || isinf(x)) return x + x;
  if (ax >= 0x1.633ce8fb9f87ep+9) return DBL_MAX * x; /* overflow, with its flag */
  return copysign(hyp_half_exp(ax), x);
}

static double cosh_rare(double x) {
  double ax = fabs(x);
  if (isnan(x) || isinf(x)) return x * x;
  if (ax >= 0x1.633ce8fb9f87ep+9) return np_svml_overflow_f64();
  return hyp_half_exp(ax);
}

/* lanes with |x| > 707.7 (the high word compared as an integer; NaN and Inf included) */
NP_SVML_KERNEL __mmask8 hyp_rare(__m512d ax, __mmask8 live) {
  __m512i hi = _mm512_srli_epi64(_mm512_castpd_si512(ax), 32);
  return _mm512_cmpgt_epi64_mask(hi, _mm512_set1_epi64(0x40861d99)) & live;
}

/* ---- sinh: K = 7 ---- */

/* (2^(j/128) - 2^(-j/128))/2 and 2^(-j/128)/2 */
static const double sinh_tab[128][2] = {
    {0x0.0p+0, 0x1.0000000000000p-1}, {0x1.62e4a19bd1e74p-8, 0x1.fd3c22b8f71f1p-2},
    {0x1.62e5f6a0dfd36p-7, 0x1.fa7c1819e90d8p-2}, {0x1.0a2e234040f5fp-6, 0x1.f7bfdad9cbe14p-2},
    {0x1.62eb4abcc5a81p-6, 0x1.f50765b6e4540p-2}, {0x1.bbab1c5033244p-6, 0x1.f252b376bba97p-2},
    {0x1.0a372144eeb45p-5, 0x1.efa1bee615a27p-2}, {0x1.369ab3ffbf8b0p-5, 0x1.ecf482d8e67f1p-2},
    {0x1.63009ba740a2ap-5, 0x1.ea4afa2a490dap-2}, {0x1.8f692d8ea1b5ap-5, 0x1.e7a51fbc74c83p-2},
    {0x1.bbd4bf0e31a6fp-5, 0x1.e502ee78b3ff6p-2}, {0x1.e843a5840286ap-5, 0x1.e264614f5a129p-2},
    {0x1.0a5b1b2a46d0ap-4, 0x1.dfc97337b9b5fp-2}, {0x1.20966375abcdfp-4, 0x1.dd321f301b460p-2},
    {0x1.36d3d65dca4e8p-4, 0x1.da9e603db3285p-2}, {0x1.4d139ea06642ap-4, 0x1.d80e316c98398p-2},
    {0x1.6355e6ffbf9bap-4, 0x1.d5818dcfba487p-2}, {0x1.799ada42e4788p-4, 0x1.d2f87080d89f2p-2},
    {0x1.8fe2a336035bcp-4, 0x1.d072d4a07897cp-2}, {0x1.a62d6caabd6b6p-4, 0x1.cdf0b555dc3fap-2},
    {0x1.bc7b617878bafp-4, 0x1.cb720dcef9069p-2}, {0x1.d2ccac7cb2a11p-4, 0x1.c8f6d9406e7b5p-2},
    {0x1.e921789b52185p-4, 0x1.c67f12e57d14bp-2}, {0x1.ff79f0befa2c7p-4, 0x1.c40ab5fffd07ap-2},
    {0x1.0aeb1fecae3a9p-3, 0x1.c199bdd85529cp-2}, {0x1.161b4871c5cecp-3, 0x1.bf2c25bd71e09p-2},
    {0x1.214d876f26fd0p-3, 0x1.bcc1e904bc1d2p-2}, {0x1.2c81f2693816fp-3, 0x1.ba5b030a1064ap-2},
    {0x1.37b89ee88bef7p-3, 0x1.b7f76f2fb5e47p-2}, {0x1.42f1a27a0b3cdp-3, 0x1.b59728de5593ap-2},
    {0x1.4e2d12af1e037p-3, 0x1.b33a2b84f15fbp-2}, {0x1.596b051dd508dp-3, 0x1.b0e07298db666p-2},
    {0x1.64ab8f61134fap-3, 0x1.ae89f995ad3adp-2}, {0x1.6feec718b79d1p-3, 0x1.ac36bbfd3f37ap-2},
    {0x1.7b34c1e9c607fp-3, 0x1.a9e6b5579fdbfp-2}, {0x1.867d957e91912p-3, 0x1.a799e1330b358p-2},
    {0x1.91c95786e5c72p-3, 0x1.a5503b23e255dp-2}, {0x1.9d181db83072fp-3, 0x1.a309bec4a2d33p-2},
    {0x1.a869fdcdab512p-3, 0x1.a0c667b5de565p-2}, {0x1.b3bf0d8885d4cp-3, 0x1.9e86319e32323p-2},
    {0x1.bf1762b00ef69p-3, 0x1.9c49182a3f090p-2}, {0x1.ca731311df0fbp-3, 0x1.9a0f170ca07bap-2},
    {0x1.d5d2348201c09p-3, 0x1.97d829fde4e50p-2}, {0x1.e134dcdb1fe3ep-3, 0x1.95a44cbc8520fp-2},
    {0x1.ec9b21fea98eap-3, 0x1.93737b0cdc5e5p-2}, {0x1.f80519d5001d3p-3, 0x1.9145b0b91ffc6p-2},
    {0x1.01b96d26d026ap-2, 0x1.8f1ae99157736p-2}, {0x1.07723cafa6331p-2, 0x1.8cf3216b5448cp-2},
    {0x1.0d2d06841b373p-2, 0x1.8ace5422aa0dbp-2}, {0x1.12e9d5a715381p-2, 0x1.88ac7d98a6699p-2},
    {0x1.18a8b51f5c661p-2, 0x1.868d99b4492edp-2}, {0x1.1e69aff7b04d7p-2, 0x1.8471a4623c7adp-2},
    {0x1.242cd13edd0f1p-2, 0x1.82589994cce13p-2}, {0x1.29f22407d0a0cp-2, 0x1.80427543e1a12p-2},
    {0x1.2fb9b369b0153p-2, 0x1.7e2f336cf4e62p-2}, {0x1.35838a7fecec8p-2, 0x1.7c1ed0130c132p-2},
    {0x1.3b4fb46a5a6ccp-2, 0x1.7a11473eb0187p-2}, {0x1.411e3c4d4302fp-2, 0x1.780694fde5d3fp-2},
    {0x1.46ef2d517dac8p-2, 0x1.75feb564267c9p-2}, {0x1.4cc292a48369ep-2, 0x1.73f9a48a58174p-2},
    {0x1.5298777884b96p-2, 0x1.71f75e8ec5f74p-2}, {0x1.5870e7047f1bcp-2, 0x1.6ff7df9519484p-2},
    {0x1.5e4bec8452a1ap-2, 0x1.6dfb23c651a2fp-2}, {0x1.64299338d7827p-2, 0x1.6c012750bdabfp-2},
    {0x1.6a09e667f3bcdp-2, 0x1.6a09e667f3bcdp-2}, {0x1.6fecf15cb0c0bp-2, 0x1.68155d44ca973p-2},
    {0x1.75d2bf6751239p-2, 0x1.6623882552225p-2}, {0x1.7bbb5bdd665e8p-2, 0x1.6434634ccc320p-2},
    {0x1.81a6d219e6963p-2, 0x1.6247eb03a5585p-2}, {0x1.87952d7d426dfp-2, 0x1.605e1b976dc09p-2},
    {0x1.8d86796d7ae49p-2, 0x1.5e76f15ad2148p-2}, {0x1.937ac156373c8p-2, 0x1.5c9268a5946b7p-2},
    {0x1.997210a8daee4p-2, 0x1.5ab07dd485429p-2}, {0x1.9f6c72dc9ba68p-2, 0x1.58d12d497c7fdp-2},
    {0x1.a569f36e974eap-2, 0x1.56f4736b527dap-2}, {0x1.ab6a9de1ea215p-2, 0x1.551a4ca5d920fp-2},
    {0x1.b16e7dbfc4ca3p-2, 0x1.5342b569d4f82p-2}, {0x1.b7759e9782918p-2, 0x1.516daa2cf6642p-2},
    {0x1.bd800bfebf932p-2, 0x1.4f9b2769d2ca7p-2}, {0x1.c38dd1916f025p-2, 0x1.4dcb299fddd0dp-2},
    {0x1.c99efaf1f1790p-2, 0x1.4bfdad5362a27p-2}, {0x1.cfb393c92b539p-2, 0x1.4a32af0d7d3dep-2},
    {0x1.d5cba7c69b19cp-2, 0x1.486a2b5c13cd0p-2}, {0x1.dbe742a06ff34p-2, 0x1.46a41ed1d0057p-2},
    {0x1.e2067013a029dp-2, 0x1.44e086061892dp-2}, {0x1.e8293be3ffb87p-2, 0x1.431f5d950a897p-2},
    {0x1.ee4fb1dc56e75p-2, 0x1.4160a21f72e2ap-2}, {0x1.f479ddce78f58p-2, 0x1.3fa4504ac801cp-2},
    {0x1.faa7cb935acfep-2, 0x1.3dea64c123422p-2}, {0x1.006cc38594eb1p-1, 0x1.3c32dc313a8e5p-2},
    {0x1.03878e0eb1569p-1, 0x1.3a7db34e59ff7p-2}, {0x1.06a44b5c74101p-1, 0x1.38cae6d05d866p-2},
    {0x1.09c3016a0d077p-1, 0x1.371a7373aa9cbp-2}, {0x1.0ce3b63676360p-1, 0x1.356c55f929ff1p-2},
    {0x1.10066fc47f240p-1, 0x1.33c08b26416ffp-2}, {0x1.132b341ad8761p-1, 0x1.32170fc4cd831p-2},
    {0x1.165209441f823p-1, 0x1.306fe0a31b715p-2}, {0x1.197af54ee9ebbp-1, 0x1.2ecafa93e2f56p-2},
    {0x1.1ca5fe4dd1475p-1, 0x1.2d285a6e4030bp-2}, {0x1.1fd32a577ec72p-1, 0x1.2b87fd0dad990p-2},
    {0x1.23027f86b6ed6p-1, 0x1.29e9df51fdee1p-2}, {0x1.263403fa65489p-1, 0x1.284dfe1f56381p-2},
    {0x1.2967bdd5a8364p-1, 0x1.26b4565e27cddp-2}, {0x1.2c9db33fdcae9p-1, 0x1.251ce4fb2a63fp-2},
    {0x1.2fd5ea64aa180p-1, 0x1.2387a6e756238p-2}, {0x1.331069740e22fp-1, 0x1.21f49917ddc96p-2},
    {0x1.364d36a268ae0p-1, 0x1.2063b88628cd6p-2}, {0x1.398c582887b27p-1, 0x1.1ed5022fcd91dp-2},
    {0x1.3ccdd443b3394p-1, 0x1.1d4873168b9aap-2}, {0x1.4011b135b9590p-1, 0x1.1bbe084045cd4p-2},
    {0x1.4357f544fa3c1p-1, 0x1.1a35beb6fcb75p-2}, {0x1.46a0a6bc742fdp-1, 0x1.18af9388c8deap-2},
    {0x1.49ebcbebcfbcap-1, 0x1.172b83c7d517bp-2}, {0x1.4d396b276bc6fp-1, 0x1.15a98c8a58e51p-2},
    {0x1.50898ac869b96p-1, 0x1.1429aaea92de0p-2}, {0x1.53dc312cb9b7ap-1, 0x1.12abdc06c31ccp-2},
    {0x1.573164b726db6p-1, 0x1.11301d0125b51p-2}, {0x1.5a892bcf6379bp-1, 0x1.0fb66affed31bp-2},
    {0x1.5de38ce215725p-1, 0x1.0e3ec32d3d1a2p-2}, {0x1.61408e60e2888p-1, 0x1.0cc922b7247f7p-2},
    {0x1.64a036c27cc52p-1, 0x1.0b5586cf9890fp-2}, {0x1.68028c82aee2fp-1, 0x1.09e3ecac6f383p-2},
    {0x1.6b67962268c43p-1, 0x1.0874518759bc8p-2}, {0x1.6ecf5a27cbf28p-1, 0x1.0706b29ddf6dep-2},
    {0x1.7239df1e38286p-1, 0x1.059b0d3158574p-2}, {0x1.75a72b9657e51p-1, 0x1.04315e86e7f85p-2},
    {0x1.791746262d0a8p-1, 0x1.02c9a3e778061p-2}, {0x1.7c8a35691d856p-1, 0x1.0163da9fb3335p-2},
};

NP_SVML_KERNEL __m512d sinh_kernel(__m512d x, __mmask8 live) {
  __m512i sgn = _mm512_and_si512(_mm512_castpd_si512(x), _mm512_set1_epi64((long long)0x8000000000000000ull));
  __m512d ax = _mm512_abs_pd(x);
  const __m512d shifter = SETD(0x1.8p45);
  __m512d m = _mm512_fmadd_round_pd(ax, SETD(0x1.71547652b82fep+0), shifter, NP_RN);
  __m512d n = _mm512_sub_round_pd(m, shifter, NP_RN);
  __m512d r = _mm512_fnmadd_round_pd(n, SETD(0x1.62e42fefa0000p-1), ax, NP_RN);
  r = _mm512_fnmadd_round_pd(n, SETD(0x1.cf79abc9e3b3ap-40), r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d odd = _mm512_fmadd_round_pd(SETD(0x1.111115712f425p-7), r2, SETD(0x1.55555555554adp-3), NP_RN);
  __m512i j = _mm512_and_si512(_mm512_castpd_si512(m), _mm512_set1_epi64(0x7f));
  __m512i j2 = _mm512_slli_epi64(j, 1);
  __m512d tdif = _mm512_i64gather_pd(j2, &sinh_tab[0][0], 8);
  __m512d tn = _mm512_i64gather_pd(_mm512_add_epi64(j2, _mm512_set1_epi64(1)), &sinh_tab[0][0], 8);
  __m512i e = _mm512_slli_epi64(_mm512_xor_si512(_mm512_castpd_si512(m), j), 45);
  __m512d g1 = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(tdif), e));
  __m512d tp = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(tn), e));
  __m512d tm = _mm512_castsi512_pd(_mm512_sub_epi64(_mm512_castpd_si512(tn), e));
  __m512d sh = _mm512_mul_round_pd(odd, r2, NP_RN);
  __m512d g2 = _mm512_sub_round_pd(tp, tm, NP_RN), g3 = _mm512_add_round_pd(tp, tm, NP_RN);
  sh = _mm512_fmadd_round_pd(r, sh, r, NP_RN); /* sinh(r) */
  __m512d even = _mm512_fmadd_round_pd(SETD(0x1.55555cf16d299p-5), r2, SETD(0x1.ffffffffffdbdp-2), NP_RN);
  g3 = _mm512_add_round_pd(g1, g3, NP_RN);
  __m512d out = _mm512_mul_round_pd(even, r2, NP_RN);
  g2 = _mm512_add_round_pd(g1, g2, NP_RN);
  out = _mm512_mul_round_pd(out, g2, NP_RN);
  __m512d res = _mm512_add_round_pd(_mm512_fmadd_round_pd(g3, sh, out, NP_RN), g2, NP_RN);
  res = _mm512_castsi512_pd(_mm512_or_si512(_mm512_castpd_si512(res), sgn));
  __mmask8 rare = hyp_rare(ax, live);
  NP_SVML_RARE_F64(res, x, rare, sinh_rare);
  return res;
}

NP_SVML_LOOP_F64(sinh_avx512, sinh_kernel, 0.0)

/* ---- cosh: K = 4 ---- */

/* 2^(j/16)/2 and 2^(-j/16)/2 */
static const double cosh_tp[16] = {
    0x1.0000000000000p-1, 0x1.0b5586cf9890fp-1, 0x1.172b83c7d517bp-1, 0x1.2387a6e756238p-1,
    0x1.306fe0a31b715p-1, 0x1.3dea64c123422p-1, 0x1.4bfdad5362a27p-1, 0x1.5ab07dd485429p-1,
    0x1.6a09e667f3bcdp-1, 0x1.7a11473eb0187p-1, 0x1.8ace5422aa0dbp-1, 0x1.9c49182a3f090p-1,
    0x1.ae89f995ad3adp-1, 0x1.c199bdd85529cp-1, 0x1.d5818dcfba487p-1, 0x1.ea4afa2a490dap-1,
};
static const double cosh_tn[16] = {
    0x1.0000000000000p-1, 0x1.ea4afa2a490dap-2, 0x1.d5818dcfba487p-2, 0x1.c199bdd85529cp-2,
    0x1.ae89f995ad3adp-2, 0x1.9c49182a3f090p-2, 0x1.8ace5422aa0dbp-2, 0x1.7a11473eb0187p-2,
    0x1.6a09e667f3bcdp-2, 0x1.5ab07dd485429p-2, 0x1.4bfdad5362a27p-2, 0x1.3dea64c123422p-2,
    0x1.306fe0a31b715p-2, 0x1.2387a6e756238p-2, 0x1.172b83c7d517bp-2, 0x1.0b5586cf9890fp-2,
};

NP_SVML_KERNEL __m512d cosh_kernel(__m512d x, __mmask8 live) {
  __m512d ax = _mm512_abs_pd(x);
  const __m512d shifter = SETD(0x1.8p48);
  __m512d m = _mm512_fmadd_round_pd(ax, SETD(0x1.71547652b82fep+0), shifter, NP_RN);
  __m512d n = _mm512_sub_round_pd(m, shifter, NP_RN);
  __m512i mi = _mm512_castpd_si512(m);
  __m512d ttn = np_svml_tab16_pd(cosh_tn, mi);
  __m512d ttp = np_svml_tab16_pd(cosh_tp, mi);
  __m512d r = _mm512_fnmadd_round_pd(n, SETD(0x1.62e42fefc0000p-1), ax, NP_RN);
  r = _mm512_fnmadd_round_pd(n, SETD(-0x1.c610ca86c3899p-37), r, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d odd = _mm512_fmadd_round_pd(SETD(0x1.a018d76da03dap-13), r2, SETD(0x1.1111111286a0cp-7), NP_RN);
  odd = _mm512_fmadd_round_pd(r2, odd, SETD(0x1.5555555555543p-3), NP_RN);
  __m512d even = _mm512_fmadd_round_pd(SETD(0x1.6c183da08f116p-10), r2, SETD(0x1.5555555484f37p-5), NP_RN);
  even = _mm512_fmadd_round_pd(r2, even, SETD(0x1.0000000000004p-1), NP_RN);
  __m512d out = _mm512_mul_round_pd(even, r2, NP_RN);
  __m512i e = _mm512_and_si512(_mm512_slli_epi64(mi, 48), _mm512_set1_epi64(0x7ff0000000000000ll));
  ttp = _mm512_castsi512_pd(_mm512_add_epi64(_mm512_castpd_si512(ttp), e));
  ttn = _mm512_castsi512_pd(_mm512_sub_epi64(_mm512_castpd_si512(ttn), e));
  __m512d gn = _mm512_sub_round_pd(ttp, ttn, NP_RN), gp = _mm512_add_round_pd(ttp, ttn, NP_RN);
  __m512d sh = _mm512_mul_round_pd(odd, r2, NP_RN);
  out = _mm512_fmadd_round_pd(gp, out, gp, NP_RN);
  sh = _mm512_fmadd_round_pd(r, sh, r, NP_RN);
  __m512d res = _mm512_fmadd_round_pd(gn, sh, out, NP_RN);
  __mmask8 rare = hyp_rare(ax, live);
  NP_SVML_RARE_F64(res, x, rare, cosh_rare);
  return res;
}

NP_SVML_LOOP_F64(cosh_avx512, cosh_kernel, 0.0)
#endif /* NP_SVML_X86 */

static void sinh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = sinh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_sinh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(sinh_avx512, sinh_libm)(n, p, s);
}

static void cosh_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[1] + i * s[1]) = cosh(*(const double *)(p[0] + i * s[0]));
}

void np_loop_cosh_f64(int64_t n, char **p, const int64_t *s) {
  NP_SVML_PICK(cosh_avx512, cosh_libm)(n, p, s);
}

/* np_svml_pow.c — float64 and float32 power as NumPy 1.24 computes them on AVX-512 machines
 * (SVML's __svml_pow8 and __svml_powf16, "la" variants, with their scalar routines), libm's pow
 * elsewhere and when NumPy's overlap test sends a call to libm, as NumPy does. (arctan2 is in
 * np_svml_atan2.c.)
 *
 * Vector path: x = m * 2^(e+1) with m in [1/2, 1); rcp = rcp14(m) rounded to 5 fractional bits,
 * R = rcp*m - 1 exactly; log2(x) = e' + Th(rcp) + Tl(rcp) + log2(1+R), with e' = e+1 when
 * rcp < 1.5 (the table folds the +1 in for the others) and log2(1+R) = R*c1 + R^2*c2 + R^3*P(R)
 * in double-double (c1 = log2(e) as head and tail). y*log2(x) is formed rounding toward zero in
 * two parts, split into a multiple of 1/16 (the index of a 16-entry 2^(j/16) table and the
 * exponent) and a remainder whose 2^r is a degree-6 polynomial. float32 is the same in
 * single-single. Lanes with x <= 0, x Inf/NaN, y Inf/NaN or |y*log2(x)| >= 1020 (125.5) go to
 * SVML's scalar routine, rewritten below (pow_svml_scalar, powf_svml_scalar) for the finite ones;
 * zeros, infinities, NaN and negative bases with fractional exponents get IEEE's values from libm.
 * `x ** y` of NumPy scalars is NumPy's scalar math, libm's pow (np_loop_pow_f64_libm).
 * Coefficients and tables are SVML's (Intel, BSD-3-Clause, github.com/numpy/SVML
 * svml_z0_pow_d_la.s, svml_z0_pow_s_la.s): the same numbers give the same bits.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

/* NumPy's test before its SIMD loops, as NumPy 1.24 writes it: an operand's n*stride bytes and
 * the output's n*stride bytes are the same range or apart, ends that touch counting as overlap.
 * A strided operand's range runs past its last element, so when the output was allocated right
 * after the operand's array (malloc's next chunk, as it often is) NumPy finds an overlap and
 * computes with libm; Weft's arrays come from malloc the same way, so the same test gives the
 * same choice whenever the two allocate alike. */
bool np_svml_no_overlap(const char *a, int64_t sa, const char *o, int64_t so, int64_t n) {
  const char *a0 = a, *a1 = a + sa * n, *o0 = o, *o1 = o + so * n;
  if (a0 > a1) { const char *t = a0; a0 = a1; a1 = t; }
  if (o0 > o1) { const char *t = o0; o0 = o1; o1 = t; }
  return (a0 == o0 && a1 == o1) || a0 > o1 || o0 > a1;
}

void np_loop_pow_f32_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(float *)(p[2] + i * s[2]) =
        powf(*(const float *)(p[0] + i * s[0]), *(const float *)(p[1] + i * s[1]));
}

void np_loop_pow_f64_libm(int64_t n, char **p, const int64_t *s) {
  for (int64_t i = 0; i < n; i++)
    *(double *)(p[2] + i * s[2]) =
        pow(*(const double *)(p[0] + i * s[0]), *(const double *)(p[1] + i * s[1]));
}

/* __dpow_la_CoutTab: reciprocals and log2 pairs of three levels, 2^(j/128) pairs, polynomial
 * coefficients and constants (byte offsets in the comments of pow_scalar) */
static const uint64_t pow_cout[860] = {
    0x3ff0000000000000ull, 0x3fef07c000000000ull, 0x3fee1e0000000000ull, 0x3fed41c000000000ull,
    0x3fec71c000000000ull, 0x3febad0000000000ull, 0x3feaf28000000000ull, 0x3fea41c000000000ull,
    0x3fe9998000000000ull, 0x3fe8f9c000000000ull, 0x3fe8618000000000ull, 0x3fe7d04000000000ull,
    0x3fe745c000000000ull, 0x3fe6c18000000000ull, 0x3fe642c000000000ull, 0x3fe5c98000000000ull,
    0x3fe5554000000000ull, 0x3fe4e60000000000ull, 0x3fe47b0000000000ull, 0x3fe4140000000000ull,
    0x3fe3b14000000000ull, 0x3fe3520000000000ull, 0x3fe2f68000000000ull, 0x3fe29e4000000000ull,
    0x3fe2494000000000ull, 0x3fe1f70000000000ull, 0x3fe1a7c000000000ull, 0x3fe15b0000000000ull,
    0x3fe1110000000000ull, 0x3fe0c98000000000ull, 0x3fe0844000000000ull, 0x3fe0410000000000ull,
    0x3fe0000000000000ull, 0x0000000000000000ull, 0x0000000000000000ull, 0x3fa6bb01a01f0000ull,
    0x3d3c995e7439db71ull, 0x3fb665684ff80000ull, 0x3d3084f28da93fb0ull, 0x3fc08cd7820ec000ull,
    0x3d3543c511b40207ull, 0x3fc5c04864906000ull, 0x3d28c5d47e5f3668ull, 0x3fcacf30032be000ull,
    0x3d2e3733debf9166ull, 0x3fcfbc44e396e000ull, 0x3d47b3f928665438ull, 0x3fd243a590d2b000ull,
    0x3d3c9b75e8e9d45dull, 0x3fd49ad4a118d000ull, 0x3d45cd377302cca6ull, 0x3fd6e22792ef1000ull,
    0x3d314f240e7e9039ull, 0x3fd91bd19e695000ull, 0x3d4dbb3ee4f6c667ull, 0x3fdb4865273ed000ull,
    0x3d4ab54a099e1f61ull, 0x3fdd679920231000ull, 0x3d18ed5096e87504ull, 0x3fdf7a349e747000ull,
    0x3d4a6e7081d99120ull, 0x3fe0c11650cf0000ull, 0x3d461752eb1152a5ull, 0x3fe1bf426e8e9800ull,
    0x3d376aff6c055f56ull, 0xbfda8f9d1c354000ull, 0xbd4604f54f4f9854ull, 0xbfd8a9228a043000ull,
    0xbd49bc20cf8dd884ull, 0xbfd6cb99e7aa4000ull, 0xbd412b5ad5a7002bull, 0xbfd4f69f5d830000ull,
    0xbd38f36dd24bae46ull, 0xbfd32c15f8b57000ull, 0xbd0d6ee2e01d9232ull, 0xbfd16935d34fb000ull,
    0xbd2151c6348d84a5ull, 0xbfcf5faa7e71a000ull, 0xbd3d157620c552c2ull, 0xbfcbfc5c1d5be000ull,
    0xbd2784900e42b538ull, 0xbfc8a9ad0948a000ull, 0xbd4c89ba64f25a56ull, 0xbfc563adff6b0000ull,
    0xbd4d0837079422c3ull, 0xbfc22df302746000ull, 0xbd3048e3c2505d3dull, 0xbfbe089492ee4000ull,
    0xbd405589fcd57f87ull, 0xbfb7d49341a08000ull, 0xbd4eeef8bcf7aa55ull, 0xbfb1bc75cf5a4000ull,
    0xbd4d7db2139e8397ull, 0xbfa778fdc1828000ull, 0xbd34378af2af5333ull, 0xbf97427d317a0000ull,
    0xbd4700f14b03b094ull, 0x0000000000000000ull, 0x0000000000000000ull, 0x3ff0000000000000ull,
    0x3feff00000000000ull, 0x3fefe00000000000ull, 0x3fefd04000000000ull, 0x3fefc08000000000ull,
    0x3fefb0c000000000ull, 0x3fefa10000000000ull, 0x3fef918000000000ull, 0x3fef820000000000ull,
    0x3fef728000000000ull, 0x3fef630000000000ull, 0x3fef53c000000000ull, 0x3fef448000000000ull,
    0x3fef354000000000ull, 0x3fef260000000000ull, 0x3ff0454000000000ull, 0x3ff0410000000000ull,
    0x3ff03d0000000000ull, 0x3ff038c000000000ull, 0x3ff034c000000000ull, 0x3ff0308000000000ull,
    0x3ff02c8000000000ull, 0x3ff0288000000000ull, 0x3ff0244000000000ull, 0x3ff0204000000000ull,
    0x3ff01c4000000000ull, 0x3ff0184000000000ull, 0x3ff0140000000000ull, 0x3ff0100000000000ull,
    0x3ff00c0000000000ull, 0x3ff0080000000000ull, 0x3ff0040000000000ull, 0x3ff0000000000000ull,
    0x0000000000000000ull, 0x0000000000000000ull, 0x3f671b0ea4280000ull, 0x3d497f689876ef47ull,
    0x3f7720d9c0680000ull, 0x3d441af53778c7ccull, 0x3f8145c68a7a0000ull, 0x3d44bdd19ac06488ull,
    0x3f86fdf461d20000ull, 0x3d3c9efc46d9f6f7ull, 0x3f8cb8f9355c0000ull, 0x3d3275c9adfbb459ull,
    0x3f913b6bec350000ull, 0x3d0f25b44fc32adbull, 0x3f9410167b760000ull, 0x3d3f880ca8ed5317ull,
    0x3f96e625317a0000ull, 0x3d453f0e645614dbull, 0x3f99bd996d010000ull, 0x3d2cd686341a2dabull,
    0x3f9c96748ed00000ull, 0x3d4ef88d66d10b04ull, 0x3f9f64edd4200000ull, 0x3d4511c3828828daull,
    0x3fa11a6297920000ull, 0x3d4d925cd7d436d6ull, 0x3fa282fdfad70000ull, 0x3d49eee0a58b8d6eull,
    0x3fa3ec49bfc20000ull, 0x3d4deac32e0e0086ull, 0xbf98c49331230000ull, 0xbd49ad075efcabfaull,
    0xbf97427d317a0000ull, 0xbd4700f14b03b094ull, 0xbf95d6c0ee910000ull, 0xbd4a5115535202a3ull,
    0xbf9453e6adb60000ull, 0xbd415a44e102f731ull, 0xbf92e77157080000ull, 0xbd4c7ed85ee9ad86ull,
    0xbf9163d20d100000ull, 0xbd46e8b9664fe33full, 0xbf8fed45cbcc0000ull, 0xbd37f33943464056ull,
    0xbf8d1232c5ea0000ull, 0xbd17cf34b0bdc8dfull, 0xbf8a08a828680000ull, 0xbd35a529f02b9ccfull,
    0xbf872c1f4cf00000ull, 0xbd2b4934580fe573ull, 0xbf844ee0a6f20000ull, 0xbd24c8cbff314317ull,
    0xbf8170ebdc1c0000ull, 0xbd447db02cc5232full, 0xbf7cc89f97d40000ull, 0xbd43ac9c90330e7bull,
    0xbf7709c46d780000ull, 0xbd4563ba56cde925ull, 0xbf71497accf40000ull, 0xbd4f08e7ddd3e770ull,
    0xbf670f83ff080000ull, 0xbd33ab2631d4676dull, 0xbf57126537400000ull, 0xbd2fa2a0fd4fca1dull,
    0x0000000000000000ull, 0x0000000000000000ull, 0x3ff7154740000000ull, 0x3ff7151900000000ull,
    0x3ff714eb00000000ull, 0x3ff714bcc0000000ull, 0x3ff7148e80000000ull, 0x3ff7146080000000ull,
    0x3ff7143240000000ull, 0x3ff7140440000000ull, 0x3ff713d600000000ull, 0x3ff713a7c0000000ull,
    0x3ff71379c0000000ull, 0x3ff7134b80000000ull, 0x3ff7131d80000000ull, 0x3ff712ef40000000ull,
    0x3ff712c140000000ull, 0x3ff7129300000000ull, 0x3ff7126500000000ull, 0x3ff71236c0000000ull,
    0x3ff71208c0000000ull, 0x3ff711da80000000ull, 0x3ff711ac80000000ull, 0x3ff7117e80000000ull,
    0x3ff7115040000000ull, 0x3ff7112240000000ull, 0x3ff710f400000000ull, 0x3ff710c600000000ull,
    0x3ff7109800000000ull, 0x3ff71069c0000000ull, 0x3ff7103bc0000000ull, 0x3ff7100d80000000ull,
    0x3ff70fdf80000000ull, 0x3ff70fb180000000ull, 0x3ff70f8340000000ull, 0x3ff70f5540000000ull,
    0x3ff70f2740000000ull, 0x3ff70ef940000000ull, 0x3ff70ecb00000000ull, 0x3ff70e9d00000000ull,
    0x3ff70e6f00000000ull, 0x3ff70e4100000000ull, 0x3ff70e12c0000000ull, 0x3ff70de4c0000000ull,
    0x3ff70db6c0000000ull, 0x3ff70d88c0000000ull, 0x3ff70d5ac0000000ull, 0x3ff70d2c80000000ull,
    0x3ff70cfe80000000ull, 0x3ff70cd080000000ull, 0x3ff70ca280000000ull, 0x3ff70c7480000000ull,
    0x3ff70c4680000000ull, 0x3ff70c1880000000ull, 0x3ff70bea80000000ull, 0x3ff70bbc80000000ull,
    0x3ff70b8e40000000ull, 0x3ff70b6040000000ull, 0x3ff70b3240000000ull, 0x3ff70b0440000000ull,
    0x3ff70ad640000000ull, 0x3ff70aa840000000ull, 0x3ff70a7a40000000ull, 0x3ff71b5380000000ull,
    0x3ff71b3c40000000ull, 0x3ff71b2540000000ull, 0x3ff71b0e00000000ull, 0x3ff71af700000000ull,
    0x3ff71adfc0000000ull, 0x3ff71ac8c0000000ull, 0x3ff71ab180000000ull, 0x3ff71a9a80000000ull,
    0x3ff71a8340000000ull, 0x3ff71a6c40000000ull, 0x3ff71a5500000000ull, 0x3ff71a3e00000000ull,
    0x3ff71a26c0000000ull, 0x3ff71a0fc0000000ull, 0x3ff719f880000000ull, 0x3ff719e180000000ull,
    0x3ff719ca40000000ull, 0x3ff719b340000000ull, 0x3ff7199c00000000ull, 0x3ff7198500000000ull,
    0x3ff7196dc0000000ull, 0x3ff71956c0000000ull, 0x3ff7193f80000000ull, 0x3ff7192880000000ull,
    0x3ff7191140000000ull, 0x3ff718fa40000000ull, 0x3ff718e340000000ull, 0x3ff718cc00000000ull,
    0x3ff718b500000000ull, 0x3ff7189dc0000000ull, 0x3ff71886c0000000ull, 0x3ff7186f80000000ull,
    0x3ff7185880000000ull, 0x3ff7184180000000ull, 0x3ff7182a40000000ull, 0x3ff7181340000000ull,
    0x3ff717fc00000000ull, 0x3ff717e500000000ull, 0x3ff717cdc0000000ull, 0x3ff717b6c0000000ull,
    0x3ff7179fc0000000ull, 0x3ff7178880000000ull, 0x3ff7177180000000ull, 0x3ff7175a40000000ull,
    0x3ff7174340000000ull, 0x3ff7172c40000000ull, 0x3ff7171500000000ull, 0x3ff716fe00000000ull,
    0x3ff716e6c0000000ull, 0x3ff716cfc0000000ull, 0x3ff716b8c0000000ull, 0x3ff716a180000000ull,
    0x3ff7168a80000000ull, 0x3ff7167380000000ull, 0x3ff7165c40000000ull, 0x3ff7164540000000ull,
    0x3ff7162e00000000ull, 0x3ff7161700000000ull, 0x3ff7160000000000ull, 0x3ff715e8c0000000ull,
    0x3ff715d1c0000000ull, 0x3ff715bac0000000ull, 0x3ff715a380000000ull, 0x3ff7158c80000000ull,
    0x3ff7157580000000ull, 0x3ff7155e40000000ull, 0x3ff7154740000000ull, 0x0000000000000000ull,
    0x0000000000000000ull, 0x3f07201750000000ull, 0x3d099925641f4f36ull, 0x3f17102e3b000000ull,
    0x3d120082c162d124ull, 0x3f2150340c800000ull, 0x3d441ee709125ff4ull, 0x3f27185c92000000ull,
    0x3ceecd1c8babf46full, 0x3f2cd8905d000000ull, 0x3d3bee60f0bbf0cfull, 0x3f315067ff400000ull,
    0x3d3fdbdf8a9648ddull, 0x3f34308d63400000ull, 0x3d3681cbaee1b670ull, 0x3f3714b8c2800000ull,
    0x3d4102e6bf3d153eull, 0x3f39f8e9ed400000ull, 0x3d365ef233794abcull, 0x3f3cd92093400000ull,
    0x3d4fdf0b3d384508ull, 0x3f3fbd5d4d400000ull, 0x3d19a166782c348aull, 0x3f414ecfb9400000ull,
    0x3d48aba039dde07full, 0x3f42c0f3dde00000ull, 0x3d435f8a9d5fd823ull, 0x3f44311ab0600000ull,
    0x3d47963a12458becull, 0x3f45a3449ce00000ull, 0x3d47e1512c8c13fdull, 0x3f4713712f600000ull,
    0x3d48d0becb0bd4faull, 0x3f4885a0e4000000ull, 0x3d39db21dce1a474ull, 0x3f49f5d336a00000ull,
    0x3d48916655660916ull, 0x3f4b6808b3800000ull, 0x3d3d7958c862a7d0ull, 0x3f4cd840c6800000ull,
    0x3d4312bad43b70f4ull, 0x3f4e487bb7c00000ull, 0x3d46363f975e2c41ull, 0x3f4fbab9df600000ull,
    0x3d224e63850fc6c3ull, 0x3f50957d48a00000ull, 0x3d25689617a21aa6ull, 0x3f514e9f40c00000ull,
    0x3d32ae5fa4582824ull, 0x3f5206c27a100000ull, 0x3d45c3f884b0fd57ull, 0x3f52bee722a00000ull,
    0x3d4a525c4aad1649ull, 0x3f53780d70800000ull, 0x3d1deb18275071deull, 0x3f543034f9900000ull,
    0x3d48eae4d5d75fb6ull, 0x3f54e95e2c000000ull, 0x3d3728c5c1291b85ull, 0x3f55a18895b00000ull,
    0x3d4f699aabecf0d7ull, 0x3f5659b46ed00000ull, 0x3d22ed258f2d1fa9ull, 0x3f5712e1f7400000ull,
    0x3d3445ef8b30e580ull, 0x3f57cb10b1100000ull, 0x3d431d52dc75fac6ull, 0x3f588340da500000ull,
    0x3d3ffbcba135bd69ull, 0x3f593b7273000000ull, 0x3d3871002d63e5dbull, 0x3f59f4a5c3200000ull,
    0x3d45afdd1c0bb062ull, 0x3f5aacda3cc00000ull, 0x3d41914fdcd040aeull, 0x3f5b651025e00000ull,
    0x3d3e7387db245b1full, 0x3f5c1d477e800000ull, 0x3d4a1e1b593d6b3full, 0x3f5cd68096c00000ull,
    0x3cea7d5ccc31fc26ull, 0x3f5d8ebad0800000ull, 0x3d2befbc762a3069ull, 0x3f5e46f679d00000ull,
    0x3d4d39ff952be02cull, 0x3f5eff3392d00000ull, 0x3d3d34373b1a1cb4ull, 0x3f5fb7721b700000ull,
    0x3d2a49f257218470ull, 0x3f60385936d80000ull, 0x3d43adb6602ba3b5ull, 0x3f609479ebd00000ull,
    0x3d4a60560591ee13ull, 0x3f60f09b58a80000ull, 0x3d343eec4faff44bull, 0x3f614cbd7d580000ull,
    0x3d3cc4c6130df139ull, 0x3f61a8e059e80000ull, 0x3d42a0ad9380107full, 0x3f620503ee600000ull,
    0x3d12915ab9035a2aull, 0x3f6261283ab80000ull, 0x3d31dded20caaca3ull, 0x3f62bd4d3ef80000ull,
    0x3d41ef6e281079c7ull, 0x3f631972fb280000ull, 0x3d31986b6b98497full, 0x3f637619a5400000ull,
    0x3d4c369791f2b430ull, 0x3f63d240d2500000ull, 0x3d40eca7ce1c0762ull, 0x3f642e68b7500000ull,
    0x3d45fa86073b1e2eull, 0x3f648a9154480000ull, 0x3d46d9e905a622fdull, 0x3f64e6baa9380000ull,
    0x3d4f04cc4b55a072ull, 0x3f6542e4b6280000ull, 0x3d49f57016094e0eull, 0x3f659f0f7b180000ull,
    0x3d432659616cf239ull, 0xbf582dd569800000ull, 0xbd3ab5413ed708f7ull, 0xbf57d0ed91900000ull,
    0xbd4135c67b358e46ull, 0xbf5775051b300000ull, 0xbcfef3c0f6ed6fdeull, 0xbf57181c89400000ull,
    0xbd46a4555af7807full, 0xbf56bc335ae00000ull, 0xbd452637919c892dull, 0xbf565f4a0f000000ull,
    0xbd46d380806e8ed0ull, 0xbf56036028a00000ull, 0xbd4e545efedc7d6bull, 0xbf55a67622d00000ull,
    0xbd28c45afdab27bcull, 0xbf554a8b84700000ull, 0xbd40efc094f1d540ull, 0xbf54eda0c4900000ull,
    0xbd492aa16e5d7e55ull, 0xbf5491b56e400000ull, 0xbd065c31ae3a4995ull, 0xbf5434c9f4600000ull,
    0xbd20b59190b30c51ull, 0xbf53d8dde6000000ull, 0xbd208e1f5c64292cull, 0xbf537bf1b2100000ull,
    0xbd4ba65df606f2e6ull, 0xbf532004ebb00000ull, 0xbd3b2bd51a593ca0ull, 0xbf52c317fdc00000ull,
    0xbd440246f5360f7dull, 0xbf52672a7f500000ull, 0xbd4229817bbfca47ull, 0xbf520a3cd7600000ull,
    0xbd0ad92acf30f123ull, 0xbf51ae4ea0e00000ull, 0xbd292a75693830adull, 0xbf5151603ed00000ull,
    0xbd49146ee0391426ull, 0xbf50f57150400000ull, 0xbd4e654957002344ull, 0xbf50988234300000ull,
    0xbd3d45878f311f09ull, 0xbf503c928d900000ull, 0xbd3dca9628fe4ea6ull, 0xbf4fbf456ec00000ull,
    0xbd46c4340f0a4c7full, 0xbf4f0764b1600000ull, 0xbd386c454f8f13f5ull, 0xbf4e4d8390e00000ull,
    0xbd2790734f099d6aull, 0xbf4d95a163400000ull, 0xbd3586152bf804acull, 0xbf4cddbe7e800000ull,
    0xbd43f2dceda75e42ull, 0xbf4c23db30a00000ull, 0xbd4ef6f7d23862d0ull, 0xbf4b6bf6dbc00000ull,
    0xbd3de7d12300f78cull, 0xbf4ab21219a00000ull, 0xbd4d3c99bb645928ull, 0xbf49fa2c54800000ull,
    0xbd3c87d4adf18185ull, 0xbf4940461e200000ull, 0xbd49fe5a1a0618b0ull, 0xbf48885ee8c00000ull,
    0xbd2934a5aaeef6a6ull, 0xbf47d076fc200000ull, 0xbd39cfc0ecbb5462ull, 0xbf47168e98600000ull,
    0xbd36f34ebfa1c16bull, 0xbf465ea53b800000ull, 0xbd22ed1c9088ca01ull, 0xbf45a4bb63600000ull,
    0xbd4233202d6de9b5ull, 0xbf44ecd096200000ull, 0xbd48587110d84808ull, 0xbf4432e549c00000ull,
    0xbd3dc6145992900aull, 0xbf437af90c200000ull, 0xbd4c28b1f611f4f2ull, 0xbf42c30c17600000ull,
    0xbd49b47212496da4ull, 0xbf42091e9d800000ull, 0xbd22545fb07b63e5ull, 0xbf41513038600000ull,
    0xbcf3fc746b4daa19ull, 0xbf4097414a000000ull, 0xbd2819ad9f7943acull, 0xbf3fbea2e8c00000ull,
    0xbd4acc9205018f01ull, 0xbf3e4ec1cf400000ull, 0xbd48b0285decad9cull, 0xbf3cdadf97400000ull,
    0xbd4ca2dd63115207ull, 0xbf3b6afb9d000000ull, 0xbd354003a7fc9363ull, 0xbf39f7167c000000ull,
    0xbd4a8ae0407a7831ull, 0xbf38872fa0c00000ull, 0xbd42dd8b91a8939dull, 0xbf37174757000000ull,
    0xbd3a49252f243d55ull, 0xbf35a35ddac00000ull, 0xbd2741df22a2581bull, 0xbf343372b0000000ull,
    0xbd0cab753c22e0d2ull, 0xbf32c38616800000ull, 0xbd4b6e115fc1d4ddull, 0xbf314f983ec00000ull,
    0xbd3f929a97121e28ull, 0xbf2fbf5189000000ull, 0xbd13ea1e806fdbdaull, 0xbf2cd77007000000ull,
    0xbd370eb151e95ecbull, 0xbf29f78b50000000ull, 0xbd418759ff247507ull, 0xbf2717a3bc000000ull,
    0xbd3c0d6bc6c6f140ull, 0xbf242fb982800000ull, 0xbd4cf2efb8d3c162ull, 0xbf214fcc2c800000ull,
    0xbd206ce312cfe97eull, 0xbf1cdfb7f1000000ull, 0xbd4d77341056af68ull, 0xbf170fd210000000ull,
    0xbd24caa429329aefull, 0xbf114fe624000000ull, 0xbcf284c306b71311ull, 0xbf071fe8fa000000ull,
    0xbd33bb0cdd98569aull, 0xbef6fff4ac000000ull, 0xbd4d54d70b7407c7ull, 0x0000000000000000ull,
    0x0000000000000000ull, 0x3ff0000000000000ull, 0x0000000000000000ull, 0x3ff0163da9fb3335ull,
    0x3c9b61299ab8cdb7ull, 0x3ff02c9a3e778061ull, 0xbc719083535b085dull, 0x3ff04315e86e7f85ull,
    0xbc90a31c1977c96eull, 0x3ff059b0d3158574ull, 0x3c8d73e2a475b465ull, 0x3ff0706b29ddf6deull,
    0xbc8c91dfe2b13c26ull, 0x3ff0874518759bc8ull, 0x3c6186be4bb284ffull, 0x3ff09e3ecac6f383ull,
    0x3c91487818316135ull, 0x3ff0b5586cf9890full, 0x3c98a62e4adc610aull, 0x3ff0cc922b7247f7ull,
    0x3c901edc16e24f71ull, 0x3ff0e3ec32d3d1a2ull, 0x3c403a1727c57b52ull, 0x3ff0fb66affed31bull,
    0xbc6b9bedc44ebd7bull, 0x3ff11301d0125b51ull, 0xbc96c51039449b39ull, 0x3ff12abdc06c31ccull,
    0xbc51b514b36ca5c7ull, 0x3ff1429aaea92de0ull, 0xbc932fbf9af1369eull, 0x3ff15a98c8a58e51ull,
    0x3c82406ab9eeab09ull, 0x3ff172b83c7d517bull, 0xbc819041b9d78a75ull, 0x3ff18af9388c8deaull,
    0xbc911023d1970f6bull, 0x3ff1a35beb6fcb75ull, 0x3c8e5b4c7b4968e4ull, 0x3ff1bbe084045cd4ull,
    0xbc995386352ef607ull, 0x3ff1d4873168b9aaull, 0x3c9e016e00a2643cull, 0x3ff1ed5022fcd91dull,
    0xbc91df98027bb78bull, 0x3ff2063b88628cd6ull, 0x3c8dc775814a8494ull, 0x3ff21f49917ddc96ull,
    0x3c82a97e9494a5edull, 0x3ff2387a6e756238ull, 0x3c99b07eb6c70572ull, 0x3ff251ce4fb2a63full,
    0x3c8ac155bef4f4a4ull, 0x3ff26b4565e27cddull, 0x3c82bd339940e9d9ull, 0x3ff284dfe1f56381ull,
    0xbc9a4c3a8c3f0d7dull, 0x3ff29e9df51fdee1ull, 0x3c8612e8afad1255ull, 0x3ff2b87fd0dad990ull,
    0xbc410adcd6381aa3ull, 0x3ff2d285a6e4030bull, 0x3c90024754db41d4ull, 0x3ff2ecafa93e2f56ull,
    0x3c71ca0f45d52383ull, 0x3ff306fe0a31b715ull, 0x3c86f46ad23182e4ull, 0x3ff32170fc4cd831ull,
    0x3c8a9ce78e18047cull, 0x3ff33c08b26416ffull, 0x3c932721843659a5ull, 0x3ff356c55f929ff1ull,
    0xbc8b5cee5c4e4628ull, 0x3ff371a7373aa9cbull, 0xbc963aeabf42eae1ull, 0x3ff38cae6d05d866ull,
    0xbc9e958d3c9904bcull, 0x3ff3a7db34e59ff7ull, 0xbc75e436d661f5e2ull, 0x3ff3c32dc313a8e5ull,
    0xbc9efff8375d29c3ull, 0x3ff3dea64c123422ull, 0x3c8ada0911f09ebbull, 0x3ff3fa4504ac801cull,
    0xbc97d023f956f9f3ull, 0x3ff4160a21f72e2aull, 0xbc5ef3691c309278ull, 0x3ff431f5d950a897ull,
    0xbc81c7dde35f7998ull, 0x3ff44e086061892dull, 0x3c489b7a04ef80cfull, 0x3ff46a41ed1d0057ull,
    0x3c9c944bd1648a76ull, 0x3ff486a2b5c13cd0ull, 0x3c73c1a3b69062f0ull, 0x3ff4a32af0d7d3deull,
    0x3c99cb62f3d1be56ull, 0x3ff4bfdad5362a27ull, 0x3c7d4397afec42e2ull, 0x3ff4dcb299fddd0dull,
    0x3c98ecdbbc6a7833ull, 0x3ff4f9b2769d2ca7ull, 0xbc94b309d25957e3ull, 0x3ff516daa2cf6642ull,
    0xbc8f768569bd93eeull, 0x3ff5342b569d4f82ull, 0xbc807abe1db13cacull, 0x3ff551a4ca5d920full,
    0xbc8d689cefede59aull, 0x3ff56f4736b527daull, 0x3c99bb2c011d93acull, 0x3ff58d12d497c7fdull,
    0x3c8295e15b9a1de7ull, 0x3ff5ab07dd485429ull, 0x3c96324c054647acull, 0x3ff5c9268a5946b7ull,
    0x3c3c4b1b816986a2ull, 0x3ff5e76f15ad2148ull, 0x3c9ba6f93080e65dull, 0x3ff605e1b976dc09ull,
    0xbc93e2429b56de47ull, 0x3ff6247eb03a5585ull, 0xbc9383c17e40b496ull, 0x3ff6434634ccc320ull,
    0xbc8c483c759d8932ull, 0x3ff6623882552225ull, 0xbc9bb60987591c33ull, 0x3ff68155d44ca973ull,
    0x3c6038ae44f73e64ull, 0x3ff6a09e667f3bcdull, 0xbc9bdd3413b26455ull, 0x3ff6c012750bdabfull,
    0xbc72895667ff0b0cull, 0x3ff6dfb23c651a2full, 0xbc6bbe3a683c88aaull, 0x3ff6ff7df9519484ull,
    0xbc883c0f25860ef6ull, 0x3ff71f75e8ec5f74ull, 0xbc816e4786887a99ull, 0x3ff73f9a48a58174ull,
    0xbc90a8d96c65d53bull, 0x3ff75feb564267c9ull, 0xbc90245957316dd3ull, 0x3ff780694fde5d3full,
    0x3c9866b80a02162cull, 0x3ff7a11473eb0187ull, 0xbc841577ee04992full, 0x3ff7c1ed0130c132ull,
    0x3c9f124cd1164dd5ull, 0x3ff7e2f336cf4e62ull, 0x3c705d02ba15797eull, 0x3ff80427543e1a12ull,
    0xbc927c86626d972aull, 0x3ff82589994cce13ull, 0xbc9d4c1dd41532d7ull, 0x3ff8471a4623c7adull,
    0xbc88d684a341cdfbull, 0x3ff868d99b4492edull, 0xbc9fc6f89bd4f6baull, 0x3ff88ac7d98a6699ull,
    0x3c9994c2f37cb53aull, 0x3ff8ace5422aa0dbull, 0x3c96e9f156864b26ull, 0x3ff8cf3216b5448cull,
    0xbc70d55e32e9e3aaull, 0x3ff8f1ae99157736ull, 0x3c85cc13a2e3976cull, 0x3ff9145b0b91ffc6ull,
    0xbc9dd6792e582523ull, 0x3ff93737b0cdc5e5ull, 0xbc675fc781b57ebbull, 0x3ff95a44cbc8520full,
    0xbc764b7c96a5f039ull, 0x3ff97d829fde4e50ull, 0xbc9d185b7c1b85d0ull, 0x3ff9a0f170ca07baull,
    0xbc9173bd91cee632ull, 0x3ff9c49182a3f090ull, 0x3c7c7c46b071f2beull, 0x3ff9e86319e32323ull,
    0x3c7824ca78e64c6eull, 0x3ffa0c667b5de565ull, 0xbc9359495d1cd532ull, 0x3ffa309bec4a2d33ull,
    0x3c96305c7ddc36abull, 0x3ffa5503b23e255dull, 0xbc9d2f6edb8d41e1ull, 0x3ffa799e1330b358ull,
    0x3c9bcb7ecac563c6ull, 0x3ffa9e6b5579fdbfull, 0x3c90fac90ef7fd31ull, 0x3ffac36bbfd3f37aull,
    0xbc8f9234cae76cd0ull, 0x3ffae89f995ad3adull, 0x3c97a1cd345dcc81ull, 0x3ffb0e07298db666ull,
    0xbc9bdef54c80e424ull, 0x3ffb33a2b84f15fbull, 0xbc62805e3084d707ull, 0x3ffb59728de5593aull,
    0xbc9c71dfbbba6de3ull, 0x3ffb7f76f2fb5e47ull, 0xbc75584f7e54ac3aull, 0x3ffba5b030a1064aull,
    0xbc9efcd30e54292eull, 0x3ffbcc1e904bc1d2ull, 0x3c823dd07a2d9e84ull, 0x3ffbf2c25bd71e09ull,
    0xbc9efdca3f6b9c72ull, 0x3ffc199bdd85529cull, 0x3c811065895048ddull, 0x3ffc40ab5fffd07aull,
    0x3c9b4537e083c60aull, 0x3ffc67f12e57d14bull, 0x3c92884dff483cacull, 0x3ffc8f6d9406e7b5ull,
    0x3c71acbc48805c44ull, 0x3ffcb720dcef9069ull, 0x3c7503cbd1e949dbull, 0x3ffcdf0b555dc3faull,
    0xbc8dd83b53829d72ull, 0x3ffd072d4a07897cull, 0xbc9cbc3743797a9cull, 0x3ffd2f87080d89f2ull,
    0xbc9d487b719d8577ull, 0x3ffd5818dcfba487ull, 0x3c82ed02d75b3706ull, 0x3ffd80e316c98398ull,
    0xbc911ec18beddfe8ull, 0x3ffda9e603db3285ull, 0x3c9c2300696db532ull, 0x3ffdd321f301b460ull,
    0x3c92da5778f018c2ull, 0x3ffdfc97337b9b5full, 0xbc91a5cd4f184b5bull, 0x3ffe264614f5a129ull,
    0xbc97b627817a1496ull, 0x3ffe502ee78b3ff6ull, 0x3c839e8980a9cc8full, 0x3ffe7a51fbc74c83ull,
    0x3c92d522ca0c8de1ull, 0x3ffea4afa2a490daull, 0xbc9e9c23179c2893ull, 0x3ffecf482d8e67f1ull,
    0xbc9c93f3b411ad8cull, 0x3ffefa1bee615a27ull, 0x3c9dc7f486a4b6b0ull, 0x3fff252b376bba97ull,
    0x3c93a1a5bf0d8e43ull, 0x3fff50765b6e4540ull, 0x3c99d3e12dd8a18aull, 0x3fff7bfdad9cbe14ull,
    0xbc9dbb12d0063509ull, 0x3fffa7c1819e90d8ull, 0x3c874853f3a5931eull, 0x3fffd3c22b8f71f1ull,
    0x3c62eb74966579e7ull, 0x3e79c3a6966457e8ull, 0xbfd62e4346694107ull, 0x3fc47fd462b6dee1ull,
    0xbfb550472a9012d8ull, 0x3fe62e42fefa39efull, 0x3fcebfbdff82c58full, 0x3fac6b08d704a0c0ull,
    0x3f83b2ab6fba4e77ull, 0x3f55d87fe78a6731ull, 0x7fe0000000000000ull, 0x0010000000000000ull,
    0x0000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x42c8000000000000ull,
    0x3ff7154740000000ull, 0x41a0000002000000ull, 0x4c70000000000000ull, 0x3370000000000000ull,
};

/* Table entry at byte offset OFF of SVML's scalar-path table. */
static double ct(int off) { return np_u2d(pow_cout[off / 8]); }
static uint32_t hiword(double d) { return (uint32_t)(np_d2u(d) >> 32); }

/* SVML's scalar routine for finite x and y (x not 0 or +-1; y an integer when x < 0), in three
 * steps. First log2|x| as hi + lo: |x| = 2^e * m, m through three levels of reciprocal tables
 * (the last scaled by log2(e)) to r = m*rcp - log2(e)'s head, the tables' log2 parts summed with
 * their tails, the product's rounding error from Dekker splits (2^27+1), and a degree-4
 * polynomial in r. Returns the biased exponent of the sum before the polynomial (the range test). */
static int pow_cout_log2(double ax, double *hi, double *lo) {
  int scale = 0;
  if (ax < 0x1p-1022) ax *= ct(6864), scale = -200; /* subnormal: 2^200 */
  int e = ((int32_t)(hiword(ax) - 0x3fe7c000u) >> 20) + scale;
  double m = np_u2d((np_d2u(ax) & ~(0x7ffull << 52)) | (0x3ffull << 52));
  int i1 = (int)(((hiword(m) & 0xfc000u) + 0x4000u) >> 15);
  double c = ct(6856), r1 = ct(8 * i1), m1 = r1 * m, cm = c * m;
  double lhi = (double)e + ct(264 + 16 * i1);
  int i2 = (int)(((hiword(m1) & 0xfc00u) + 0x400u) >> 11);
  double r2 = ct(792 + 8 * i2), m2 = m1 * r2;
  lhi = lhi + ct(1056 + 16 * i2);
  double rcp = r1 * r2, mhi = cm - (cm - m);
  int i3 = (int)(((hiword(m2) & 0xff0u) + 16u) >> 5);
  double r3 = ct(1584 + 8 * i3);
  rcp = rcp * r3;
  double mlo = m - mhi;
  lhi = lhi + ct(2616 + 16 * i3);
  double m3 = m2 * r3, cr = c * rcp, r = m3 - ct(6848);
  double rhi = cr - (cr - rcp), rlo = rcp - rhi;
  double err = ((((mhi * rhi - m3) + mlo * rhi) + mhi * rlo) + mlo * rlo);
  double sum = lhi + r, slo = (lhi - sum) + r;
  double rr = r + err;
  double low = ct(272 + 16 * i1) + (ct(1064 + 16 * i2) + ct(2624 + 16 * i3));
  low = low + (err + slo);
  double p = ((((ct(6752) * rr + ct(6744)) * rr + ct(6736)) * rr + ct(6728)) * rr);
  double t1 = sum + p, t1lo = (sum - t1) + p;
  double t2 = low + t1, t2lo = (t1 - t2) + low;
  *hi = t2, *lo = t2lo + t1lo;
  return (int)(np_d2u(sum) >> 52 & 0x7ff);
}

/* Second, 2^(y*(hi + lo)) = 2^k * T(j) * (1 + poly): y*hi exactly in two parts (Dekker), split at
 * multiples of 1/128 by the 1.5*2^45 shifter into k, j and a remainder f; T(j) from 128 table
 * pairs, a degree-5 polynomial. Returns the mantissa-scale result; *ki gets k*128 + j, *th and
 * *poly the parts the subnormal scaling needs. */
static double pow_cout_exp2(double hi, double lo, double y, int *ki, double *th, double *poly) {
  double c = ct(6856), ch = c * hi;
  double low = lo * y;
  double hh1 = ch - (ch - hi), hl = hi - hh1;
  double cy = y * c, yhi = cy - (cy - y), ylo = y - yhi;
  double hh = yhi * hh1;
  double shifted = ct(6840) + hh;
  double q = ((yhi * hl + hl * ylo) + hh1 * ylo) + low;
  double f = (hh - (shifted - ct(6840))) + q;
  *ki = (int32_t)(uint32_t)np_d2u(shifted);
  int j = *ki & 127;
  *th = ct(4680 + 16 * j);
  double p = ct(6792) * f;
  p = (p + ct(6784)) * f;
  p = (p + ct(6776)) * f;
  p = (p + ct(6768)) * f;
  p = (p + ct(6760)) * f;
  *poly = p * *th + ct(4688 + 16 * j);
  return *poly + *th;
}

/* Third, the exponent put in; a subnormal result is formed at 2^200 and scaled down, rounding
 * twice as SVML does. Overflow and results below 2^-1084 return NAN: the caller takes libm's,
 * the same infinities and zeros. */
static double pow_svml_scalar(double x, double y, double sign) {
  double hi, lo, th, poly;
  int ex = pow_cout_log2(fabs(x), &hi, &lo) + (int)(np_d2u(y) >> 52 & 0x7ff), ki;
  if (ex >= 2057) return NAN;
  if (ex <= 1984) return (1.0 + ct(6808)) * sign;
  double res = pow_cout_exp2(hi, lo, y, &ki, &th, &poly);
  int rexp = (ki >> 7) + (int)(np_d2u(res) >> 52 & 0x7ff) - 1023;
  if (rexp >= 1024 || rexp < -1084) return NAN;
  if (rexp >= -1022)
    return np_u2d((np_d2u(res) & ~(0x7ffull << 52)) | ((uint64_t)(rexp + 1023) << 52)) * sign;
  double up = np_u2d((uint64_t)(((ki >> 7) + 1223) & 2047) << 52);
  double down = sign * ct(6872);
  if (rexp < -1032) return down * (res * up);
  double reslo = poly + (th - res), cres = ct(6856) * res;
  double reshi = cres - (cres - res), rl2 = res - reshi;
  return down * ((rl2 + reslo) * up + reshi * up);
}

/* __spow_la_CoutTab: the same tables in float32 (reciprocals and log2 pairs of three levels,
 * 2^(j/128) pairs, constants), byte offsets in the comments of powf_svml_scalar */
static const uint32_t powf_cout[380] = {
    0x3f800000u, 0x3f640000u, 0x3f4c0000u, 0x3f3a0000u, 0x3f2a0000u, 0x3f1e0000u, 0x3f120000u, 0x3f080000u,
    0x3f000000u, 0x00000000u, 0x00000000u, 0x3e2b1e00u, 0x36614ffdu, 0x3ea7b700u, 0x36dd9676u, 0x3eebf300u,
    0x3640abc3u, 0xbed19b00u, 0xb6b053fbu, 0xbe9b8900u, 0xb599d49au, 0xbe426000u, 0xb6af40bcu, 0xbdb31c00u,
    0xb6edf592u, 0x00000000u, 0x00000000u, 0x3f800000u, 0x3f780000u, 0x3f700000u, 0x3f8a0000u, 0x3f880000u,
    0x3f860000u, 0x3f840000u, 0x3f820000u, 0x3f800000u, 0x00000000u, 0x00000000u, 0x3d3b9800u, 0x3694c9d9u,
    0x3dbeb000u, 0x3492d9f7u, 0xbdde4000u, 0xb684815bu, 0xbdb31c00u, 0xb6edf592u, 0xbd875800u, 0xb6627e8au,
    0xbd35d000u, 0xb6d3758fu, 0xbcb73000u, 0xb6cb42e1u, 0x00000000u, 0x00000000u, 0x3fb88000u, 0x3fb7c000u,
    0x3fb70000u, 0x3fb64000u, 0x3fb5c000u, 0x3fbc8000u, 0x3fbc4000u, 0x3fbbc000u, 0x3fbb8000u, 0x3fbb0000u,
    0x3fbac000u, 0x3fba4000u, 0x3fba0000u, 0x3fb98000u, 0x3fb94000u, 0x3fb8c000u, 0x3fb88000u, 0x00000000u,
    0x00000000u, 0x3bc08000u, 0x3601b0eau, 0x3c40e000u, 0x36a82ce1u, 0x3c910000u, 0x35f27427u, 0x3cb17000u,
    0x36bbf0ccu, 0xbcfd7000u, 0xb6da84f4u, 0xbcedc000u, 0xb6e53cd7u, 0xbcce5000u, 0xb6fa51d3u, 0xbcbea000u,
    0xb4074b50u, 0xbc9f1000u, 0xb52d128eu, 0xbc8f4000u, 0xb5655e44u, 0xbc5f2000u, 0xb59903d9u, 0xbc3f6000u,
    0xb5a1551au, 0xbbff8000u, 0xb5979427u, 0xbbbfc000u, 0xb5839e88u, 0xbb000000u, 0xb4e32477u, 0x00000000u,
    0x00000000u, 0x3f800000u, 0x00000000u, 0x3f80b1eeu, 0xb3b02666u, 0x3f8164d2u, 0xb1c43fd0u, 0x3f8218b0u,
    0xb3bc8c04u, 0x3f82cd86u, 0x3398ac2cu, 0x3f83835au, 0xb3b11049u, 0x3f843a28u, 0x33c3acdeu, 0x3f84f1f6u,
    0x332c6f38u, 0x3f85aac4u, 0xb39833b8u, 0x3f866492u, 0xb3a46dc0u, 0x3f871f62u, 0xb352c2e6u, 0x3f87db36u,
    0xb3800967u, 0x3f88980eu, 0x338092dbu, 0x3f8955eeu, 0x30d86398u, 0x3f8a14d6u, 0xb38ab691u, 0x3f8ad4c6u,
    0x330a58e5u, 0x3f8b95c2u, 0xb260aba1u, 0x3f8c57cau, 0xb2ee6e43u, 0x3f8d1ae0u, 0xb3a481a4u, 0x3f8ddf04u,
    0x32808b9au, 0x3f8ea43au, 0xb3697465u, 0x3f8f6a82u, 0xb3e81937u, 0x3f9031dcu, 0x330628cdu, 0x3f90fa4cu,
    0x338beee5u, 0x3f91c3d4u, 0xb38c54eeu, 0x3f928e72u, 0x337b2a64u, 0x3f935a2cu, 0xb3d0ec19u, 0x3f942700u,
    0xb3f054e4u, 0x3f94f4f0u, 0xb32e0212u, 0x3f95c3feu, 0x3386d6ccu, 0x3f96942eu, 0xb3c8dfe8u, 0x3f97657eu,
    0xb3b60e85u, 0x3f9837f0u, 0x33231b71u, 0x3f990b88u, 0xb26cc9f4u, 0x3f99e046u, 0xb359be90u, 0x3f9ab62au,
    0x33fc9500u, 0x3f9b8d3au, 0xb30c5563u, 0x3f9c6574u, 0xb397d13du, 0x3f9d3edau, 0xb331a601u, 0x3f9e196eu,
    0x3244ea39u, 0x3f9ef532u, 0x33412342u, 0x3f9fd228u, 0x32959003u, 0x3fa0b052u, 0xb3f0468fu, 0x3fa18faeu,
    0x33ca8545u, 0x3fa27044u, 0xb3fcf3b7u, 0x3fa35210u, 0xb39717fdu, 0x3fa43516u, 0xb323ec33u, 0x3fa51958u,
    0xb37282c2u, 0x3fa5fed6u, 0x33a9b151u, 0x3fa6e594u, 0x33cfeee8u, 0x3fa7cd94u, 0xb3162d36u, 0x3fa8b6d6u,
    0xb3e984ceu, 0x3fa9a15au, 0x33b4ea7cu, 0x3faa8d26u, 0x3325d921u, 0x3fab7a3au, 0xb314ad82u, 0x3fac6896u,
    0x33a4be40u, 0x3fad583eu, 0x33ea42a1u, 0x3fae4934u, 0x3325946bu, 0x3faf3b78u, 0x33ad690au, 0x3fb02f0eu,
    0xb2d1247fu, 0x3fb123f6u, 0xb37c5aa8u, 0x3fb21a32u, 0xb33333ceu, 0x3fb311c4u, 0x32154889u, 0x3fb40aaeu,
    0x33a2654cu, 0x3fb504f4u, 0xb3cc0622u, 0x3fb60094u, 0xb32f4254u, 0x3fb6fd92u, 0xb266b974u, 0x3fb7fbf0u,
    0xb2d5cd70u, 0x3fb8fbb0u, 0xb3b89d04u, 0x3fb9fcd2u, 0x330a5817u, 0x3fbaff5au, 0x33b2133eu, 0x3fbc034au,
    0x337de5d4u, 0x3fbd08a4u, 0xb3414fe8u, 0x3fbe0f68u, 0x31986099u, 0x3fbf179au, 0xb3130b1au, 0x3fc0213au,
    0x33a1f0d1u, 0x3fc12c4cu, 0x33ca6671u, 0x3fc238d2u, 0x32c478f6u, 0x3fc346ccu, 0x33da2497u, 0x3fc4563eu,
    0x33cc5335u, 0x3fc5672au, 0x320aa837u, 0x3fc67990u, 0x33b5aa24u, 0x3fc78d74u, 0x33c8abbau, 0x3fc8a2d8u,
    0x33391ffcu, 0x3fc9b9beu, 0xb37323a2u, 0x3fcad226u, 0x333c8521u, 0x3fcbec14u, 0x33fef272u, 0x3fcd078cu,
    0xb3735f84u, 0x3fce248cu, 0x3228fc24u, 0x3fcf4318u, 0x33cf1919u, 0x3fd06334u, 0xb2944353u, 0x3fd184e0u,
    0xb39dae96u, 0x3fd2a81eu, 0xb35c1daau, 0x3fd3ccf0u, 0x3399859bu, 0x3fd4f35au, 0x33abcfeeu, 0x3fd61b5eu,
    0xb0303219u, 0x3fd744fcu, 0x33cad69du, 0x3fd8703au, 0xb3b3924du, 0x3fd99d16u, 0xb2f61d41u, 0x3fdacb94u,
    0x335e5594u, 0x3fdbfbb8u, 0xb3504a1cu, 0x3fdd2d82u, 0xb375ef9bu, 0x3fde60f4u, 0x33825e0fu, 0x3fdf9612u,
    0x33deb8f0u, 0x3fe0ccdeu, 0x33ec2a95u, 0x3fe2055au, 0x33fffe84u, 0x3fe33f8au, 0xb38d4176u, 0x3fe47b6cu,
    0x33a0373eu, 0x3fe5b906u, 0x33e77c83u, 0x3fe6f85au, 0x33aaee20u, 0x3fe8396au, 0x33207898u, 0x3fe97c38u,
    0x3300d89fu, 0x3feac0c6u, 0x33e7dd24u, 0x3fec0718u, 0x33b64c1du, 0x3fed4f30u, 0x3276cca1u, 0x3fee9910u,
    0xb34fe4bau, 0x3fefe4bau, 0xb348464au, 0x3ff13230u, 0x33a7ad09u, 0x3ff28178u, 0xb3c3a600u, 0x3ff3d290u,
    0xb2871670u, 0x3ff5257eu, 0xb3eadb79u, 0x3ff67a42u, 0xb3938cc0u, 0x3ff7d0e0u, 0xb38cf52fu, 0x3ff9295au,
    0xb3094457u, 0x3ffa83b2u, 0x33db722au, 0x3ffbdfeeu, 0xb3931a0fu, 0x3ffd3e0cu, 0x31cf486cu, 0x3ffe9e12u,
    0xb3a38470u, 0x3a6a6369u, 0xbeb1c35du, 0x3e246f69u, 0xbdab1ea1u, 0x3f317218u, 0x3e75fdf0u, 0x3d635847u,
    0x7f000000u, 0x00800000u, 0x00000000u, 0x3f800000u, 0xbf800000u, 0x47c00000u, 0x3fb88000u, 0x45800800u,
    0x5f800000u, 0x1f800000u, 0x00000000u, 0x80000000u,
};

static float cf(int off) { return np_u2f(powf_cout[off / 4]); }
static float f_with_exp(float v, int biased) {
  return np_u2f((np_f2u(v) & ~(0xffu << 23)) | ((uint32_t)(biased & 255) << 23));
}

/* The float32 scalar routine: the float64 one's steps in single precision (three table levels
 * with 9, 9 and 17 entries, Dekker splits with 4097, a degree-4 log polynomial). */
static int powf_cout_log2(float ax, float *hi, float *lo) {
  int scale = 0;
  if (ax < 0x1p-126f) ax *= 0x1p64f, scale = -64;
  int e = ((int32_t)(np_f2u(ax) - 0x3f380000u) >> 23) + scale;
  float m = f_with_exp(ax, 127);
  int i1 = (int)(((np_f2u(m) & 0x780000u) + 0x80000u) >> 20);
  float fe = (float)e, r1 = cf(4 * i1), lh1 = cf(36 + 8 * i1);
  float a = lh1 + fe, m1 = m * r1, alo = lh1 + (fe - a);
  int i2 = (int)(((np_f2u(m1) & 0x1e0000u) + 0x20000u) >> 18);
  float r2 = cf(108 + 4 * i2), lh2 = cf(144 + 8 * i2);
  float b = lh2 + a, m2 = m1 * r2, rcp = r1 * r2, blo = lh2 + (a - b);
  int i3 = (int)(((np_f2u(m2) & 0x7c000u) + 0x4000u) >> 15);
  float r3 = cf(216 + 4 * i3), lh3 = cf(284 + 8 * i3);
  float cc = lh3 + b;
  rcp = rcp * r3;
  float clo = lh3 + (b - cc), m3 = m2 * r3;
  float sm = 4097.0f * m, r = m3 - cf(1496); /* 0x1.71p0, log2(e)'s head */
  float mhi = sm - (sm - m), mlo = m - mhi;
  float sr = rcp * 4097.0f, rhi = sr - (sr - rcp), rlo = rcp - rhi;
  float err = (((mhi * rhi - m3) + mlo * rhi) + mhi * rlo) + mlo * rlo;
  float s1 = r + cc, slo = (cc - s1) + r;
  float rr = r + err;
  float lows = cf(288 + 8 * i3) + (cf(148 + 8 * i2) + (cf(40 + 8 * i1) + (clo + (alo + blo))));
  lows = lows + (err + slo);
  float p = (((cf(1456) * rr + cf(1452)) * rr + cf(1448)) * rr + cf(1444)) * rr;
  float t1 = s1 + p, t1lo = (s1 - t1) + p;
  float t2 = lows + t1, t2lo = (t1 - t2) + lows;
  *hi = t2, *lo = t2lo + t1lo;
  return (int)(np_f2u(s1) >> 23 & 255);
}

/* 2^(y*(hi + lo)) as in pow_cout_exp2, with a 1.5*2^16 shifter and a degree-3 polynomial. */
static float powf_cout_exp2(float hi, float lo, float y, int *ki, float *th, float *poly) {
  float st2 = 4097.0f * hi, low = lo * y;
  float hh1 = st2 - (st2 - hi), hl = hi - hh1;
  float sy = 4097.0f * y, yhi = sy - (sy - y), ylo = y - yhi;
  float hh = yhi * hh1, q = yhi * hl + hh1 * ylo;
  float z = hh + q, zlo = q + (hh - z);
  float zs = z + cf(1492); /* multiples of 1/128 */
  float tail = (hl * ylo + zlo) + low;
  float f = (z - (zs - cf(1492))) + tail;
  uint32_t zb = np_f2u(zs);
  int j = (int)(zb & 127);
  *ki = (int32_t)(zb << 10) >> 17;
  *th = cf(420 + 8 * j);
  float p = cf(1468) * f;
  p = (p + cf(1464)) * f;
  p = (p + cf(1460)) * f;
  *poly = p * *th + cf(424 + 8 * j);
  return *poly + *th;
}

/* NAN where libm's value is SVML's too (overflow, results below 2^-159); subnormal results
 * formed at 2^64 and scaled down. */
static float powf_svml_scalar(float x, float y, float sign) {
  float hi, lo, th, poly;
  int ex = powf_cout_log2(fabsf(x), &hi, &lo) + (int)(np_f2u(y) >> 23 & 255), ki;
  if (ex >= 265) return NAN;
  if (ex <= 192) return (1.0f + 0x1p-126f) * sign;
  float res = powf_cout_exp2(hi, lo, y, &ki, &th, &poly);
  int rexp = ki + (int)(np_f2u(res) >> 23 & 255) - 127;
  if (rexp >= 128 || rexp < -159) return NAN;
  if (rexp >= -126) return f_with_exp(res, rexp + 127) * sign;
  float up = np_u2f((uint32_t)((ki + 191) & 255) << 23);
  if (rexp < -136) return (res * up) * (sign * 0x1p-64f);
  float reslo = poly + (th - res), sres = 4097.0f * res;
  float reshi = sres - (sres - res), rl2 = res - reshi;
  return (((rl2 + reslo) * up + reshi * up) * 0x1p-64f) * sign;
}

/* TestIntFunc's answer for a float: 0 not an integer, 1 odd, 2 even. */
static int powf_parity(float y) {
  float a = fabsf(y);
  if (!(a >= 1.0f) || isinf(a)) return 0;
  if (a >= 0x1p24f) return 2;
  if (nearbyintf(a) != a) return 0;
  return fmodf(a, 2.0f) != 0 ? 1 : 2;
}

/* A lane SVML's vector path leaves to its scalar routine: finite operands (not 0, not +-1 as the
 * base) through its algorithm above, the rest (zeros, Inf, NaN, a negative base with a
 * fractional exponent, overflow and deep underflow) with IEEE's values, which libm's pow gives. */
static double pow_scalar(double x, double y) {
  if (isfinite(x) && isfinite(y) && x != 0 && y != 0 && fabs(x) != 1.0) {
    double sign = 1.0;
    if (x < 0 && nearbyint(y) != y) return pow(x, y);
    if (x < 0 && fabs(y) < 0x1p53 && fmod(y, 2.0) != 0) sign = -1.0;
    double r = pow_svml_scalar(x, y, sign);
    if (!isnan(r)) return r;
  }
  return pow(x, y);
}

#if NP_SVML_X86
#define SETQ(u) _mm512_castsi512_pd(_mm512_set1_epi64((long long)(u)))

/* log2(1 + j/32) negated, head (Th, with 1 added for j >= 16) and tail (Tl) */
static const uint64_t pow_th[32] = {
    0x0000000000000000ull, 0xbfa6bad3758e0000ull, 0xbfb663f6fac90000ull, 0xbfc08c588cda8000ull,
    0xbfc5c01a39fc0000ull, 0xbfcacf5e2db50000ull, 0xbfcfbc16b9028000ull, 0xbfd24407ab0e0000ull,
    0xbfd49a784bcd0000ull, 0xbfd6e221cd9d0000ull, 0xbfd91bba891f0000ull, 0xbfdb47ebf7388000ull,
    0xbfdd6753e0330000ull, 0xbfdf7a8568cb0000ull, 0xbfe0c10500d64000ull, 0xbfe1bf311e95e000ull,
    0x3fda8ff971810000ull, 0x3fd8a8980abfc000ull, 0x3fd6cb0f6865c000ull, 0x3fd4f6fbb2cec000ull,
    0x3fd32bfee3710000ull, 0x3fd169c053640000ull, 0x3fcf5fd8a9060000ull, 0x3fcbfc67a8000000ull,
    0x3fc8a8980abf8000ull, 0x3fc563dc29ff8000ull, 0x3fc22dadc2ab0000ull, 0x3fbe0b1ae8f30000ull,
    0x3fb7d60496d00000ull, 0x3fb1bb32a6000000ull, 0x3fa77394c9da0000ull, 0x3f9743ee86200000ull,
};
static const uint64_t pow_tl[32] = {
    0x0000000000000000ull, 0xbd5fb0e626c0de13ull, 0xbd33167ccc538261ull, 0x3d2871a7610e40bdull,
    0x3d54bc302ffa76fbull, 0x3d436c101ee13440ull, 0x3d47f5dc57266758ull, 0xbd3ce60916e52e91ull,
    0xbd5b8afe492bf6ffull, 0xbd49bcaf1aa4168aull, 0xbd5708b4b2b5056cull, 0xbd250520a377c7ecull,
    0x3d55f101c141e670ull, 0xbd3b3b3864c60011ull, 0x3d45669df6a2b592ull, 0x3d5fe43895d8ac46ull,
    0x3d44bc302ffa76fbull, 0xbd266cccab240e90ull, 0x3d41d406db502403ull, 0x3d3661e393a16b95ull,
    0xbd51979a5db68722ull, 0xbd4d4f1b95e0ff45ull, 0x3d5f1a4847f7b278ull, 0xbd3667f21fa8423full,
    0x3d5e9933354dbf17ull, 0x3d56590643906f2aull, 0x3d5a4b69691d7994ull, 0xbd054cda62d3926eull,
    0xbd512ce6312ebb82ull, 0x3d552743318a8a57ull, 0xbd54e55443478fe0ull, 0xbd495539356f93dcull,
};
/* 2^(j/16) */
static const uint64_t pow_exp2[16] = {
    0x3ff0000000000000ull, 0x3ff0b5586cf9890full, 0x3ff172b83c7d517bull, 0x3ff2387a6e756238ull,
    0x3ff306fe0a31b715ull, 0x3ff3dea64c123422ull, 0x3ff4bfdad5362a27ull, 0x3ff5ab07dd485429ull,
    0x3ff6a09e667f3bcdull, 0x3ff7a11473eb0187ull, 0x3ff8ace5422aa0dbull, 0x3ff9c49182a3f090ull,
    0x3ffae89f995ad3adull, 0x3ffc199bdd85529cull, 0x3ffd5818dcfba487ull, 0x3ffea4afa2a490daull,
};
/* log2(1 + j/32) negated, head (with 1 added for j >= 16) and tail */
static const uint32_t powf_th[32] = {
    0x00000000u, 0xbd35d000u, 0xbdb32000u, 0xbe046400u, 0xbe2e0000u, 0xbe567c00u, 0xbe7de000u, 0xbe922000u,
    0xbea4d400u, 0xbeb71200u, 0xbec8de00u, 0xbeda4000u, 0xbeeb3a00u, 0xbefbd400u, 0xbf060800u, 0xbf0dfa00u,
    0x3ed48000u, 0x3ec54400u, 0x3eb65800u, 0x3ea7b800u, 0x3e996000u, 0x3e8b4e00u, 0x3e7b0000u, 0x3e5fe400u,
    0x3e454400u, 0x3e2b2000u, 0x3e116c00u, 0x3df05800u, 0x3dbeb000u, 0x3d8dd800u, 0x3d3ba000u, 0x3cba2000u,
};
static const uint32_t powf_tl[32] = {
    0x00000000u, 0xb6d3758fu, 0x3510536fu, 0x369dcc96u, 0xb651cfdfu, 0x3687492cu, 0xb635c813u, 0xb5f561c1u,
    0x35f6865du, 0x36f19318u, 0x35aedc1du, 0x36a0463cu, 0xb69f0197u, 0xb5ad1961u, 0xb6201ac7u, 0x36ee16a3u,
    0xb5d1cfdfu, 0x36c055feu, 0x3676865du, 0xb589a627u, 0xb48e4789u, 0x33a6c7e3u, 0xb69d5be7u, 0xb642c000u,
    0x364055feu, 0xb68f5801u, 0x36b70aadu, 0x35d74798u, 0x3492d9f7u, 0x364a9801u, 0xb6566c4du, 0xb48bcf06u,
};
/* 2^(j/16) */
static const uint32_t powf_exp2[16] = {
    0x3f800000u, 0x3f85aac3u, 0x3f8b95c2u, 0x3f91c3d3u, 0x3f9837f0u, 0x3f9ef532u, 0x3fa5fed7u, 0x3fad583fu,
    0x3fb504f3u, 0x3fbd08a4u, 0x3fc5672au, 0x3fce248cu, 0x3fd744fdu, 0x3fe0ccdfu, 0x3feac0c7u, 0x3ff5257du,
};

NP_SVML_KERNEL __m512d pd_tab32(const uint64_t *t, __m512i j, __mmask8 hi) {
  __m512d lo16 = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)t), j,
                                        _mm512_loadu_pd((const double *)t + 8));
  __m512d hi16 = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)t + 16), j,
                                        _mm512_loadu_pd((const double *)t + 24));
  return _mm512_mask_blend_pd(hi, lo16, hi16);
}

/* y*log2(x) as High (rounded toward zero) + Low; *rare gets the lanes SVML hands to its
 * scalar routine because of x. */
NP_SVML_KERNEL void pow_log2(__m512d x, __m512d y, __m512d *hi, __m512d *lo, __mmask8 *rare) {
  const __m512d one = _mm512_set1_pd(1.0);
  __m512d m = _mm512_getmant_round_pd(x, _MM_MANT_NORM_p5_1, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512d e = _mm512_getexp_round_pd(x, _MM_FROUND_NO_EXC);
  __m512d rcp = _mm512_roundscale_round_pd(_mm512_rcp14_pd(m), 0x58, _MM_FROUND_NO_EXC);
  *rare = _mm512_fpclass_pd_mask(x, 0xdf); /* <= 0, Inf, NaN (subnormals are fine) */
  __m512d r = _mm512_fmsub_round_pd(rcp, m, one, NP_RN);
  __mmask8 small = _mm512_cmp_round_pd_mask(rcp, _mm512_set1_pd(1.5), _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512d p = _mm512_fmadd_round_pd(SETQ(0x3fc48799f5374b96ull), r, SETQ(0xbfc717e59a559f5dull), NP_RN);
  __m512i j = _mm512_srli_epi64(_mm512_castpd_si512(rcp), 47);
  __mmask8 upper = _mm512_movepi64_mask(_mm512_slli_epi64(j, 59));
  __m512d th = pd_tab32(pow_th, j, upper), tl = pd_tab32(pow_tl, j, upper);
  e = _mm512_mask_add_round_pd(e, small, e, one, NP_RN);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d p67 = _mm512_fmadd_round_pd(SETQ(0x3fca6175fca19d03ull), r, SETQ(0xbfcec709bc8fb8dfull), NP_RN);
  __m512d eth = _mm512_add_round_pd(e, th, NP_RN);
  const __m512d c1h = SETQ(0x3ff71547652b82feull), c2h = SETQ(0xbfe71547652b82feull);
  p = _mm512_fmadd_round_pd(r2, p, p67, NP_RN);
  __m512d p45 = _mm512_fmadd_round_pd(SETQ(0x3fd2776c50f03272ull), r, SETQ(0xbfd71547652bc9eaull), NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p45, NP_RN);
  __m512d r2l = _mm512_fmsub_round_pd(r, r, r2, NP_RN);
  __m512d t = _mm512_fmadd_round_pd(c2h, r2l, tl, NP_RN);
  __m512d p23 = _mm512_fmadd_round_pd(SETQ(0x3fdec709dc3a03fcull), r, SETQ(0x3c636b5ddffe5b67ull), NP_RN);
  __m512d h1 = _mm512_fmadd_round_pd(c1h, r, eth, NP_RN);
  p = _mm512_fmadd_round_pd(r2, p, p23, NP_RN);
  __m512d rc1h = _mm512_sub_round_pd(h1, eth, NP_RN);
  t = _mm512_fmadd_round_pd(p, r2, t, NP_RN);
  rc1h = _mm512_fmsub_round_pd(r, c1h, rc1h, NP_RN); /* the part of R*c1h h1 lost */
  __m512d h2 = _mm512_fmadd_round_pd(c2h, r2, h1, NP_RN);
  __m512d low = _mm512_fmadd_round_pd(SETQ(0x3c7777f3ee5e912full), r, rc1h, NP_RN);
  __m512d h3 = _mm512_add_round_pd(h2, t, NP_RN);
  __m512d r2c2 = _mm512_sub_round_pd(h2, h1, NP_RN);
  __m512d yh = _mm512_mul_round_pd(y, h3, NP_RZ);
  r2c2 = _mm512_fmsub_round_pd(c2h, r2, r2c2, NP_RN);
  __m512d tlh = _mm512_sub_round_pd(h3, h2, NP_RN);
  __m512d yl = _mm512_fmsub_round_pd(y, h3, yh, NP_RZ);
  __m512d tll = _mm512_sub_round_pd(t, tlh, NP_RN);
  low = _mm512_add_round_pd(r2c2, low, NP_RN);
  low = _mm512_add_round_pd(tll, low, NP_RN);
  *hi = yh;
  *lo = _mm512_fmadd_round_pd(y, low, yl, NP_RZ);
}

/* 2^(hi + lo); *rare gets the lanes with |hi| >= 1020 (or NaN). */
NP_SVML_KERNEL __m512d pow_exp2k(__m512d yh, __m512d yl, __mmask8 *rare) {
  __m512d k = _mm512_add_round_pd(yh, SETQ(0x42f8000000003ff0ull), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512d f = _mm512_reduce_round_pd(yh, 0x41, _MM_FROUND_NO_EXC); /* yh - floor(16 yh)/16 */
  __m512d r = _mm512_add_round_pd(f, yl, NP_RN);
  __m512d ayh = _mm512_abs_pd(yh);
  __m512d the = _mm512_permutex2var_pd(_mm512_loadu_pd((const double *)pow_exp2), _mm512_castpd_si512(k),
                                       _mm512_loadu_pd((const double *)pow_exp2 + 8));
  r = _mm512_castsi512_pd(_mm512_and_si512(_mm512_castpd_si512(r),
                                           _mm512_set1_epi64((long long)0xbfffffffffffffffull)));
  *rare = _mm512_cmp_round_pd_mask(ayh, SETQ(0x408fec0000000000ull), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  __m512d r2 = _mm512_mul_round_pd(r, r, NP_RN);
  __m512d rt = _mm512_mul_round_pd(r, the, NP_RN);
  __m512d p = _mm512_fmadd_round_pd(SETQ(0x3f24a1d7f58c2d59ull), r, SETQ(0x3f55d7472783d279ull), NP_RN);
  __m512d q = _mm512_fmadd_round_pd(SETQ(0x3f83b2ad1b14ebaaull), r, SETQ(0x3fac6b08d4ad8eb9ull), NP_RN);
  __m512d s = _mm512_fmadd_round_pd(SETQ(0x3fcebfbdff84554dull), r, SETQ(0x3fe62e42fefa398bull), NP_RN);
  __m512i sc = _mm512_slli_epi64(_mm512_castpd_si512(k), 48);
  p = _mm512_fmadd_round_pd(r2, p, q, NP_RN);
  sc = _mm512_and_si512(sc, _mm512_set1_epi64((long long)0x7ff0000000000000ull));
  p = _mm512_fmadd_round_pd(r2, p, s, NP_RN);
  p = _mm512_fmadd_round_pd(rt, p, the, NP_RN);
  return _mm512_mul_round_pd(p, _mm512_castsi512_pd(sc), NP_RN);
}

NP_SVML_KERNEL __m512d pow_kernel(__m512d x, __m512d y) {
  __m512d hi, lo;
  __mmask8 rx, rz;
  pow_log2(x, y, &hi, &lo, &rx);
  __mmask8 ry = _mm512_fpclass_pd_mask(y, 0x99); /* Inf, NaN */
  __m512d res = pow_exp2k(hi, lo, &rz);
  __mmask8 rare = rx | ry | rz;
  if (rare) {
    double xs[8], ys[8], rs[8];
    _mm512_storeu_pd(xs, x);
    _mm512_storeu_pd(ys, y);
    _mm512_storeu_pd(rs, res);
    for (int k = 0; k < 8; k++)
      if (rare >> k & 1) rs[k] = pow_scalar(xs[k], ys[k]);
    res = _mm512_loadu_pd(rs);
  }
  return res;
}

NP_SVML_LOOP2_F64(pow_avx512, pow_kernel, 1.0)

#define SETL(u) _mm512_castsi512_ps(_mm512_set1_epi32((int)(u)))

/* float32: the same steps with 16 lanes, a degree-4 log polynomial in single-single and a
 * degree-3 2^r; the scalar path takes |y*log2(x)| >= 125.5. */
/* A float32 lane SVML leaves to its scalar routine (see pow_scalar). */
static float powf_scalar(float x, float y) {
  if (isfinite(x) && isfinite(y) && x != 0 && y != 0 && fabsf(x) != 1.0f) {
    int par = powf_parity(y);
    if (x < 0 && par == 0) return powf(x, y);
    float r = powf_svml_scalar(x, y, x < 0 && par == 1 ? -1.0f : 1.0f);
    if (!isnan(r)) return r;
  }
  return (float)pow((double)x, (double)y);
}

/* y*log2(x) as yh (rounded toward zero) + zl; *rare gets the lanes of x and y SVML's scalar path
 * takes. */
NP_SVML_KERNEL __m512 powf_log2(__m512 x, __m512 y, __m512 *zl_out, __mmask16 *rare_out) {
  const __m512 one = _mm512_set1_ps(1.0f);
  __m512 m = _mm512_getmant_round_ps(x, _MM_MANT_NORM_p5_1, _MM_MANT_SIGN_nan, _MM_FROUND_NO_EXC);
  __m512 e = _mm512_getexp_round_ps(x, _MM_FROUND_NO_EXC);
  __m512 rcp = _mm512_roundscale_round_ps(_mm512_rcp14_ps(m), 0x58, _MM_FROUND_NO_EXC);
  *rare_out = _mm512_fpclass_ps_mask(x, 0xdf) | _mm512_fpclass_ps_mask(y, 0x99);
  __m512 r = _mm512_fmsub_round_ps(rcp, m, one, NP_RN);
  __mmask16 small = _mm512_cmp_round_ps_mask(rcp, _mm512_set1_ps(1.5f), _CMP_LT_OS, _MM_FROUND_NO_EXC);
  __m512 p = _mm512_fmadd_round_ps(SETL(0x3e93c705u), r, SETL(0xbeb8b3edu), NP_RN);
  __m512i j = _mm512_srli_epi32(_mm512_castps_si512(rcp), 18);
  p = _mm512_fmadd_round_ps(p, r, SETL(0x3ef6384fu), NP_RN);
  e = _mm512_mask_add_round_ps(e, small, e, one, NP_RN);
  __m512 th = _mm512_permutex2var_ps(_mm512_loadu_ps((const float *)powf_th), j,
                                     _mm512_loadu_ps((const float *)powf_th + 16));
  __m512 tl = _mm512_permutex2var_ps(_mm512_loadu_ps((const float *)powf_tl), j,
                                     _mm512_loadu_ps((const float *)powf_tl + 16));
  __m512 eth = _mm512_add_round_ps(th, e, NP_RN);
  p = _mm512_fmadd_round_ps(p, r, SETL(0xbf38aa3bu), NP_RN);
  p = _mm512_fmadd_round_ps(p, r, SETL(0x32a570ccu), NP_RN); /* the low part of R*log2(e) */
  const __m512 c1h = SETL(0x3fb8aa3bu);
  __m512 h1 = _mm512_fmadd_round_ps(c1h, r, eth, NP_RN);
  tl = _mm512_fmadd_round_ps(p, r, tl, NP_RN);
  __m512 rc1h = _mm512_sub_round_ps(h1, eth, NP_RN);
  __m512 h2 = _mm512_add_round_ps(h1, tl, NP_RN);
  rc1h = _mm512_fmsub_round_ps(c1h, r, rc1h, NP_RN);
  __m512 yh = _mm512_mul_round_ps(y, h2, NP_RZ);
  __m512 tlh = _mm512_sub_round_ps(h2, h1, NP_RN);
  __m512 yl = _mm512_fmsub_round_ps(y, h2, yh, NP_RZ);
  __m512 tll = _mm512_sub_round_ps(tl, tlh, NP_RN);
  __m512 zl = _mm512_add_round_ps(tll, rc1h, NP_RN);
  *zl_out = _mm512_fmadd_round_ps(y, zl, yl, NP_RZ);
  return yh;
}

NP_SVML_KERNEL __m512 powf_kernel(__m512 x, __m512 y) {
  __m512 zl;
  __mmask16 rare;
  __m512 yh = powf_log2(x, y, &zl, &rare);
  /* 2^(yh + zl) */
  __m512 z = _mm512_add_round_ps(yh, zl, NP_RZ);
  __m512 zh = _mm512_sub_round_ps(z, yh, NP_RN);
  __m512 k = _mm512_add_round_ps(z, SETL(0x494007f0u), _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  __m512 f = _mm512_reduce_round_ps(z, 0x41, _MM_FROUND_NO_EXC);
  __m512 lo = _mm512_sub_round_ps(zl, zh, NP_RN);
  __m512 the = _mm512_permutexvar_ps(_mm512_castps_si512(k), _mm512_loadu_ps((const float *)powf_exp2));
  __m512 az = _mm512_abs_ps(z);
  __m512 rr = _mm512_add_round_ps(f, lo, NP_RN);
  __m512i sc = _mm512_slli_epi32(_mm512_castps_si512(k), 19);
  rare |= _mm512_cmp_round_ps_mask(az, SETL(0x42fb0000u), _CMP_NLT_UQ, _MM_FROUND_NO_EXC);
  rr = _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(rr), _mm512_set1_epi32((int)0xbfffffffu)));
  sc = _mm512_and_si512(sc, _mm512_set1_epi32(0x7f800000));
  __m512 rt = _mm512_mul_round_ps(rr, the, NP_RN);
  __m512 q = _mm512_fmadd_round_ps(SETL(0x3d6854cbu), rr, SETL(0x3e75f16cu), NP_RN);
  q = _mm512_fmadd_round_ps(rr, q, SETL(0x3f317222u), NP_RN);
  q = _mm512_fmadd_round_ps(rt, q, the, NP_RN);
  __m512 res = _mm512_mul_round_ps(q, _mm512_castsi512_ps(sc), NP_RN);
  if (rare) {
    float xs[16], ys[16], rs[16];
    _mm512_storeu_ps(xs, x);
    _mm512_storeu_ps(ys, y);
    _mm512_storeu_ps(rs, res);
    for (int i = 0; i < 16; i++)
      if (rare >> i & 1) rs[i] = powf_scalar(xs[i], ys[i]);
    res = _mm512_loadu_ps(rs);
  }
  return res;
}

NP_SVML_LOOP2_F32(powf_avx512, powf_kernel, 1.0f)

#endif /* NP_SVML_X86 */

void np_loop_pow_f64(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n)) {
    pow_avx512(n, p, s);
    return;
  }
#endif
  np_loop_pow_f64_libm(n, p, s);
}

void np_loop_pow_f32(int64_t n, char **p, const int64_t *s) {
#if NP_SVML_X86
  if (np_svml_cpu() && np_svml_no_overlap(p[0], s[0], p[2], s[2], n) &&
      np_svml_no_overlap(p[1], s[1], p[2], s[2], n)) {
    powf_avx512(n, p, s);
    return;
  }
#endif
  np_loop_pow_f32_libm(n, p, s);
}

/* np_fft_plan.c — FFT plans and passes with pocketfft's algorithms and order of operations
 * (see np_fft_plan.h): twiddle tables, factorisation, the complex radix passes (one function
 * per radix for both directions: a sign of +1 is the backward transform, -1 the forward one,
 * and multiplying by sign is exact, so the results are the same as pocketfft's separate
 * forward/backward code), the real radix passes, and Bluestein's algorithm.
 *
 * Every expression keeps pocketfft's evaluation order: floating-point sums are not
 * associative and bit-identical results depend on it. No FMA contraction happens (-std=c11),
 * except the explicit fma() of the sin/cos polynomial, as in pocketfft.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_fft_plan.h"

typedef struct Cx {
  double r, i;
} Cx;

/* ---- twiddle factors: cos and sin of 2 pi k / n ---- */

/* cos(pi a) - 1 and sin(pi a) for |a| <= 1/4 (minimax polynomials, evaluated with fma). */
static void sincosm1pi(double a, double *res) {
  double s = a * a;
  double r = -1.0369917389758117e-4;
  r = fma(r, s, 1.9294935641298806e-3);
  r = fma(r, s, -2.5806887942825395e-2);
  r = fma(r, s, 2.3533063028328211e-1);
  r = fma(r, s, -1.3352627688538006e+0);
  r = fma(r, s, 4.0587121264167623e+0);
  r = fma(r, s, -4.9348022005446790e+0);
  double c = r * s;
  r = 4.6151442520157035e-4;
  r = fma(r, s, -7.3700183130883555e-3);
  r = fma(r, s, 8.2145868949323936e-2);
  r = fma(r, s, -5.9926452893214921e-1);
  r = fma(r, s, 2.5501640398732688e+0);
  r = fma(r, s, -5.1677127800499516e+0);
  s = s * a;
  r = r * s;
  res[0] = c;
  res[1] = fma(a, 3.1415926535897931e+0, r);
}

/* (cos, sin) of 2 pi k / den for k < (den + 4) / 8: blocks of sqrt(count) values, each
 * block rotated from the first one by the angle of its start (cosines are kept minus one
 * until the end, which preserves their low bits). */
static void first_octant(size_t den, double *res) {
  size_t n = (den + 4) >> 3;
  if (n == 0) return;
  res[0] = 1.;
  res[1] = 0.;
  if (n == 1) return;
  size_t block = (size_t)sqrt(n);
  for (size_t i = 1; i < block; ++i) sincosm1pi((2. * i) / den, &res[2 * i]);
  for (size_t start = block; start < n; start += block) {
    double cs[2];
    sincosm1pi((2. * start) / den, cs);
    res[2 * start] = cs[0] + 1.;
    res[2 * start + 1] = cs[1];
    size_t end = start + block > n ? n - start : block;
    for (size_t i = 1; i < end; ++i) {
      double c = res[2 * i], s = res[2 * i + 1];
      res[2 * (start + i)] = ((cs[0] * c - cs[1] * s + cs[0]) + c) + 1.;
      res[2 * (start + i) + 1] = (cs[0] * s + cs[1] * c) + cs[1] + s;
    }
  }
  for (size_t i = 1; i < block; ++i) res[2 * i] += 1.;
}

/* The first quadrant for n divisible by 2 (not 4): the octant of 2n, mirrored. */
static void first_quadrant(size_t n, double *res) {
  double *p = res + n;
  first_octant(n << 1, p);
  size_t ndone = (n + 2) >> 2;
  size_t i = 0, lo = 0, hi = 2 * ndone - 2;
  for (; i + 1 < ndone; i += 2, lo += 2, hi -= 2) {
    res[lo] = p[2 * i];
    res[lo + 1] = p[2 * i + 1];
    res[hi] = p[2 * i + 3];
    res[hi + 1] = p[2 * i + 2];
  }
  if (i != ndone) {
    res[lo] = p[2 * i];
    res[lo + 1] = p[2 * i + 1];
  }
}

/* The first half for odd n: the octant of 4n read through the four octant symmetries. */
static void first_half(size_t n, double *res) {
  int ndone = (int)((n + 1) >> 1);
  double *p = res + n - 1;
  first_octant(n << 2, p);
  int i4 = 0, in = (int)n, i = 0;
  for (; i4 <= in - i4; ++i, i4 += 4) {
    res[2 * i] = p[2 * i4];
    res[2 * i + 1] = p[2 * i4 + 1];
  }
  for (; i4 - in <= 0; ++i, i4 += 4) {
    int xm = in - i4;
    res[2 * i] = p[2 * xm + 1];
    res[2 * i + 1] = p[2 * xm];
  }
  for (; i4 <= 3 * in - i4; ++i, i4 += 4) {
    int xm = i4 - in;
    res[2 * i] = -p[2 * xm + 1];
    res[2 * i + 1] = p[2 * xm];
  }
  for (; i < ndone; ++i, i4 += 4) {
    int xm = 2 * in - i4;
    res[2 * i] = -p[2 * xm];
    res[2 * i + 1] = p[2 * xm + 1];
  }
}

static void mirror_quadrant(size_t n, double *res) {
  size_t quart = n >> 2;
  if ((n & 7) == 0) res[quart] = res[quart + 1] = 0.707106781186547524400844362104849;
  for (size_t i = 2, j = 2 * quart - 2; i < quart; i += 2, j -= 2) {
    res[j] = res[i + 1];
    res[j + 1] = res[i];
  }
}

static void mirror_half(size_t n, double *res) {
  size_t half = n >> 1;
  if ((n & 3) == 0) {
    for (size_t i = 0; i < half; i += 2) {
      res[i + half] = -res[i + 1];
      res[i + half + 1] = res[i];
    }
  } else {
    for (size_t i = 2, j = 2 * half - 2; i < half; i += 2, j -= 2) {
      res[j] = -res[i];
      res[j + 1] = res[i + 1];
    }
  }
}

/* (cos, sin) pairs of 2 pi k / n for k < n/2 (rounded up); res holds 2n doubles of room. */
static void sincos_half(size_t n, double *res) {
  if ((n & 3) == 0) {
    first_octant(n, res);
    mirror_quadrant(n, res);
    mirror_half(n, res);
  } else if ((n & 1) == 0) {
    first_quadrant(n, res);
    mirror_half(n, res);
  } else {
    first_half(n, res);
  }
}

/* ... and for all k < n. */
static void sincos_full(size_t n, double *res) {
  sincos_half(n, res);
  if ((n & 1) == 0) {
    for (size_t i = 0; i < n; ++i) res[i + n] = -res[i];
  } else {
    for (size_t i = 2, j = 2 * n - 2; i < n; i += 2, j -= 2) {
      res[j] = res[i];
      res[j + 1] = -res[i + 1];
    }
  }
}

/* ---- plans ---- */

#define MAX_FACTORS 25

typedef struct Factor {
  size_t f;
  double *tw;  /* twiddles of this pass (complex: Cx pairs) */
  double *tws; /* the generic passes' roots of unity of order f */
} Factor;

typedef struct Packed {  /* a direct (Cooley-Tukey) plan */
  size_t n, nf;
  Factor fct[MAX_FACTORS];
  double *mem;
} Packed;

typedef struct Blue {    /* Bluestein: a length-n2 complex plan and the chirp b_k */
  size_t n, n2;
  Packed *plan;
  double *mem, *bk, *bkf;
} Blue;

struct NpFftPlan {
  bool real;
  Packed *packed;
  Blue *blue;
};

/* 4s first, then one 2 moved to the front, then odd factors in increasing order. */
static bool factorize(Packed *p) {
  size_t len = p->n, nf = 0;
  while (len % 4 == 0) {
    if (nf >= MAX_FACTORS) return false;
    p->fct[nf++].f = 4;
    len >>= 2;
  }
  if (len % 2 == 0) {
    len >>= 1;
    if (nf >= MAX_FACTORS) return false;
    p->fct[nf++].f = 2;
    size_t t = p->fct[0].f;
    p->fct[0].f = p->fct[nf - 1].f;
    p->fct[nf - 1].f = t;
  }
  size_t maxl = (size_t)sqrt((double)len) + 1;
  for (size_t d = 3; len > 1 && d < maxl; d += 2) {
    if (len % d != 0) continue;
    while (len % d == 0) {
      if (nf >= MAX_FACTORS) return false;
      p->fct[nf++].f = d;
      len /= d;
    }
    maxl = (size_t)sqrt((double)len) + 1;
  }
  if (len > 1) p->fct[nf++].f = len;
  p->nf = nf;
  return true;
}

static void packed_free(Packed *p) {
  if (!p) return;
  free(p->mem);
  free(p);
}

static Packed *packed_alloc(size_t n) {
  Packed *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->n = n;
  if (n > 1 && !factorize(p)) {
    free(p);
    return NULL;
  }
  return p;
}

/* Complex plan: twiddle j*i*l1 of the full circle for every pass, plus the f-th roots of
 * unity for generic passes (f > 11). */
static Packed *complex_plan(size_t n) {
  Packed *p = packed_alloc(n);
  if (!p || n == 1) return p;
  size_t size = 0, l1 = 1;
  for (size_t k = 0; k < p->nf; ++k) {
    size_t ip = p->fct[k].f, ido = n / (l1 * ip);
    size += (ip - 1) * (ido - 1) + (ip > 11 ? ip : 0);
    l1 *= ip;
  }
  double *twid = malloc(sizeof(double) * 2 * n);
  p->mem = malloc(sizeof(Cx) * (size ? size : 1));
  if (!twid || !p->mem) {
    free(twid);
    packed_free(p);
    return NULL;
  }
  sincos_full(n, twid);
  Cx *mem = (Cx *)p->mem;
  l1 = 1;
  for (size_t k = 0; k < p->nf; ++k) {
    size_t ip = p->fct[k].f, ido = n / (l1 * ip);
    Cx *tw = mem;
    p->fct[k].tw = (double *)tw;
    mem += (ip - 1) * (ido - 1);
    for (size_t j = 1; j < ip; ++j)
      for (size_t i = 1; i < ido; ++i)
        tw[(j - 1) * (ido - 1) + i - 1] = (Cx){twid[2 * j * l1 * i], twid[2 * j * l1 * i + 1]};
    if (ip > 11) {
      Cx *tws = mem;
      p->fct[k].tws = (double *)tws;
      mem += ip;
      for (size_t j = 0; j < ip; ++j)
        tws[j] = (Cx){twid[2 * j * l1 * ido], twid[2 * j * l1 * ido + 1]};
    }
    l1 *= ip;
  }
  free(twid);
  return p;
}

/* Real plan: half-circle twiddles for all passes but the last, roots for generic (f > 5). */
static Packed *real_plan(size_t n) {
  Packed *p = packed_alloc(n);
  if (!p || n == 1) return p;
  size_t size = 0, l1 = 1;
  for (size_t k = 0; k < p->nf; ++k) {
    size_t ip = p->fct[k].f, ido = n / (l1 * ip);
    size += (ip - 1) * (ido - 1) + (ip > 5 ? 2 * ip : 0);
    l1 *= ip;
  }
  double *twid = malloc(sizeof(double) * 2 * n);
  p->mem = malloc(sizeof(double) * (size ? size : 1));
  if (!twid || !p->mem) {
    free(twid);
    packed_free(p);
    return NULL;
  }
  sincos_half(n, twid);
  double *ptr = p->mem;
  l1 = 1;
  for (size_t k = 0; k < p->nf; ++k) {
    size_t ip = p->fct[k].f, ido = n / (l1 * ip);
    if (k < p->nf - 1) {
      double *tw = p->fct[k].tw = ptr;
      ptr += (ip - 1) * (ido - 1);
      for (size_t j = 1; j < ip; ++j)
        for (size_t i = 1; i <= (ido - 1) / 2; ++i) {
          tw[(j - 1) * (ido - 1) + 2 * i - 2] = twid[2 * j * l1 * i];
          tw[(j - 1) * (ido - 1) + 2 * i - 1] = twid[2 * j * l1 * i + 1];
        }
    }
    if (ip > 5) {
      double *tws = p->fct[k].tws = ptr;
      ptr += 2 * ip;
      tws[0] = 1.;
      tws[1] = 0.;
      for (size_t i = 1; i <= (ip >> 1); ++i) {
        tws[2 * i] = twid[2 * i * (n / ip)];
        tws[2 * i + 1] = twid[2 * i * (n / ip) + 1];
        tws[2 * (ip - i)] = twid[2 * i * (n / ip)];
        tws[2 * (ip - i) + 1] = -twid[2 * i * (n / ip) + 1];
      }
    }
    l1 *= ip;
  }
  free(twid);
  return p;
}

/* ---- complex passes ---- */
/* ch(i, k, j) and cc(i, j, k) index the output and input of a pass of radix cdim */
#define CH(a, b, c) ch[(a) + ido * ((b) + l1 * (c))]
#define CC(a, b, c) cc[(a) + ido * ((b) + cdim * (c))]
#define WA(x, i) wa[(i) - 1 + (x) * (ido - 1)]

static inline void pm(Cx *a, Cx *b, Cx c, Cx d) {
  *a = (Cx){c.r + d.r, c.i + d.i};
  *b = (Cx){c.r - d.r, c.i - d.i};
}

/* w * d (backward) or conj(w) * d (forward), in pocketfft's operation order */
static inline Cx twiddle(Cx w, Cx d, int sign) {
  double wi = sign * w.i;
  return (Cx){w.r * d.r - wi * d.i, w.r * d.i + wi * d.r};
}

static void pass2(size_t ido, size_t l1, const Cx *cc, Cx *ch, const Cx *wa, int sign) {
  const size_t cdim = 2;
  for (size_t k = 0; k < l1; ++k) {
    pm(&CH(0, k, 0), &CH(0, k, 1), CC(0, 0, k), CC(0, 1, k));
    for (size_t i = 1; i < ido; ++i) {
      Cx t;
      pm(&CH(i, k, 0), &t, CC(i, 0, k), CC(i, 1, k));
      CH(i, k, 1) = twiddle(WA(0, i), t, sign);
    }
  }
}

static void pass4(size_t ido, size_t l1, const Cx *cc, Cx *ch, const Cx *wa, int sign) {
  const size_t cdim = 4;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) {
      Cx t1, t2, t3, t4;
      pm(&t2, &t1, CC(i, 0, k), CC(i, 2, k));
      pm(&t3, &t4, CC(i, 1, k), CC(i, 3, k));
      t4 = sign > 0 ? (Cx){-t4.i, t4.r} : (Cx){t4.i, -t4.r}; /* times +-i */
      if (i == 0) {
        pm(&CH(0, k, 0), &CH(0, k, 2), t2, t3);
        pm(&CH(0, k, 1), &CH(0, k, 3), t1, t4);
        continue;
      }
      Cx c2, c3, c4;
      pm(&CH(i, k, 0), &c3, t2, t3);
      pm(&c2, &c4, t1, t4);
      CH(i, k, 1) = twiddle(WA(0, i), c2, sign);
      CH(i, k, 2) = twiddle(WA(1, i), c3, sign);
      CH(i, k, 3) = twiddle(WA(2, i), c4, sign);
    }
}

/* cos and sin of 2 pi k / p for the hard-coded odd radixes, k = 1 .. (p-1)/2 */
static const double rad3[][2] = {{-0.5, 0.86602540378443864676}};
static const double rad5[][2] = {{0.3090169943749474241, 0.95105651629515357212},
                                 {-0.8090169943749474241, 0.58778525229247312917}};
static const double rad7[][2] = {{0.623489801858733530525, 0.7818314824680298087084},
                                 {-0.222520933956314404289, 0.9749279121818236070181},
                                 {-0.9009688679024191262361, 0.4338837391175581204758}};
static const double rad11[][2] = {{0.8412535328311811688618, 0.5406408174555975821076},
                                  {0.4154150130018864255293, 0.9096319953545183714117},
                                  {-0.1423148382732851404438, 0.9898214418809327323761},
                                  {-0.6548607339452850640569, 0.755749574354258283774},
                                  {-0.9594929736144973898904, 0.2817325568414296977114}};

/* Radix p = 3, 5, 7, 11: pairs x_m +- x_{p-m}, then each output pair u, p-u from the cosine
 * and sine combinations (angles u*m mod p), summed left to right as pocketfft does. */
static void pass_odd(size_t ido, size_t l1, size_t p, const double (*tw)[2], const Cx *cc,
                     Cx *ch, const Cx *wa, int sign) {
  const size_t cdim = p, h = (p - 1) / 2;
  double cosv[6][6], sinv[6][6]; /* [u][m] */
  for (size_t u = 1; u <= h; ++u)
    for (size_t m = 1; m <= h; ++m) {
      size_t a = (u * m) % p;
      bool mirrored = a > h;
      size_t idx = mirrored ? p - a : a;
      cosv[u][m] = tw[idx - 1][0];
      sinv[u][m] = sign * (mirrored ? -tw[idx - 1][1] : tw[idx - 1][1]);
    }
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) {
      Cx t0 = CC(i, 0, k), tp[6], tm[6];
      for (size_t m = 1; m <= h; ++m) pm(&tp[m], &tm[m], CC(i, m, k), CC(i, p - m, k));
      Cx s0 = t0;
      for (size_t m = 1; m <= h; ++m) s0 = (Cx){s0.r + tp[m].r, s0.i + tp[m].i};
      CH(i, k, 0) = s0;
      for (size_t u = 1; u <= h; ++u) {
        Cx ca = t0, cb;
        for (size_t m = 1; m <= h; ++m) {
          ca.r = ca.r + cosv[u][m] * tp[m].r;
          ca.i = ca.i + cosv[u][m] * tp[m].i;
        }
        cb.i = sinv[u][1] * tm[1].r;
        double neg = sinv[u][1] * tm[1].i;
        for (size_t m = 2; m <= h; ++m) {
          cb.i = cb.i + sinv[u][m] * tm[m].r;
          neg = neg + sinv[u][m] * tm[m].i;
        }
        cb.r = -neg;
        if (i == 0) {
          pm(&CH(0, k, u), &CH(0, k, p - u), ca, cb);
        } else {
          Cx da, db;
          pm(&da, &db, ca, cb);
          CH(i, k, u) = twiddle(WA(u - 1, i), da, sign);
          CH(i, k, p - u) = twiddle(WA(p - u - 1, i), db, sign);
        }
      }
    }
}

/* Any other radix: the O(p^2) DFT of pocketfft's passg; the result ends in cc. */
static bool pass_generic(size_t ido, size_t ip, size_t l1, Cx *cc, Cx *ch, const Cx *wa,
                         const Cx *csarr, int sign) {
  const size_t cdim = ip, ipph = (ip + 1) / 2, idl1 = ido * l1;
  Cx *wal = malloc(sizeof(Cx) * ip);
  if (!wal) return false;
  wal[0] = (Cx){1., 0.};
  for (size_t i = 1; i < ip; ++i) wal[i] = (Cx){csarr[i].r, sign * csarr[i].i};
#define CX(a, b, c) cc[(a) + ido * ((b) + l1 * (c))]
#define CX2(a, b) cc[(a) + idl1 * (b)]
#define CH2(a, b) ch[(a) + idl1 * (b)]
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) CH(i, k, 0) = CC(i, 0, k);
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc)
    for (size_t k = 0; k < l1; ++k)
      for (size_t i = 0; i < ido; ++i) pm(&CH(i, k, j), &CH(i, k, jc), CC(i, j, k), CC(i, jc, k));
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) {
      Cx t = CH(i, k, 0);
      for (size_t j = 1; j < ipph; ++j) t = (Cx){t.r + CH(i, k, j).r, t.i + CH(i, k, j).i};
      CX(i, k, 0) = t;
    }
  for (size_t l = 1, lc = ip - 1; l < ipph; ++l, --lc) {
    for (size_t ik = 0; ik < idl1; ++ik) {
      CX2(ik, l).r = CH2(ik, 0).r + wal[l].r * CH2(ik, 1).r + wal[2 * l].r * CH2(ik, 2).r;
      CX2(ik, l).i = CH2(ik, 0).i + wal[l].r * CH2(ik, 1).i + wal[2 * l].r * CH2(ik, 2).i;
      CX2(ik, lc).r = -wal[l].i * CH2(ik, ip - 1).i - wal[2 * l].i * CH2(ik, ip - 2).i;
      CX2(ik, lc).i = wal[l].i * CH2(ik, ip - 1).r + wal[2 * l].i * CH2(ik, ip - 2).r;
    }
    size_t iwal = 2 * l, j = 3, jc = ip - 3;
    for (; j < ipph - 1; j += 2, jc -= 2) {
      iwal += l;
      if (iwal > ip) iwal -= ip;
      Cx w1 = wal[iwal];
      iwal += l;
      if (iwal > ip) iwal -= ip;
      Cx w2 = wal[iwal];
      for (size_t ik = 0; ik < idl1; ++ik) {
        CX2(ik, l).r += CH2(ik, j).r * w1.r + CH2(ik, j + 1).r * w2.r;
        CX2(ik, l).i += CH2(ik, j).i * w1.r + CH2(ik, j + 1).i * w2.r;
        CX2(ik, lc).r -= CH2(ik, jc).i * w1.i + CH2(ik, jc - 1).i * w2.i;
        CX2(ik, lc).i += CH2(ik, jc).r * w1.i + CH2(ik, jc - 1).r * w2.i;
      }
    }
    for (; j < ipph; ++j, --jc) {
      iwal += l;
      if (iwal > ip) iwal -= ip;
      Cx w1 = wal[iwal];
      for (size_t ik = 0; ik < idl1; ++ik) {
        CX2(ik, l).r += CH2(ik, j).r * w1.r;
        CX2(ik, l).i += CH2(ik, j).i * w1.r;
        CX2(ik, lc).r -= CH2(ik, jc).i * w1.i;
        CX2(ik, lc).i += CH2(ik, jc).r * w1.i;
      }
    }
  }
  free(wal);
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc)
    for (size_t k = 0; k < l1; ++k)
      for (size_t i = 0; i < ido; ++i) {
        Cx x1, x2;
        pm(&x1, &x2, CX(i, k, j), CX(i, k, jc));
        if (i == 0) {
          CX(0, k, j) = x1;
          CX(0, k, jc) = x2;
        } else {
          CX(i, k, j) = twiddle(wa[(j - 1) * (ido - 1) + i - 1], x1, sign);
          CX(i, k, jc) = twiddle(wa[(jc - 1) * (ido - 1) + i - 1], x2, sign);
        }
      }
#undef CX
#undef CX2
#undef CH2
  return true;
}
#undef CH
#undef CC
#undef WA

static bool complex_passes(const Packed *p, Cx *c, double fct, int sign) {
  if (p->n == 1) return true;
  size_t n = p->n, l1 = 1;
  Cx *ch = malloc(sizeof(Cx) * n);
  if (!ch) return false;
  Cx *p1 = c, *p2 = ch;
  for (size_t k = 0; k < p->nf; k++) {
    size_t ip = p->fct[k].f, l2 = ip * l1, ido = n / l2;
    const Cx *tw = (const Cx *)p->fct[k].tw;
    if (ip == 4) pass4(ido, l1, p1, p2, tw, sign);
    else if (ip == 2) pass2(ido, l1, p1, p2, tw, sign);
    else if (ip == 3) pass_odd(ido, l1, 3, rad3, p1, p2, tw, sign);
    else if (ip == 5) pass_odd(ido, l1, 5, rad5, p1, p2, tw, sign);
    else if (ip == 7) pass_odd(ido, l1, 7, rad7, p1, p2, tw, sign);
    else if (ip == 11) pass_odd(ido, l1, 11, rad11, p1, p2, tw, sign);
    else {
      if (!pass_generic(ido, ip, l1, p1, p2, tw, (const Cx *)p->fct[k].tws, sign)) {
        free(ch);
        return false;
      }
      Cx *t = p1; p1 = p2; p2 = t; /* the generic pass leaves its result in its input */
    }
    Cx *t = p1; p1 = p2; p2 = t;
    l1 = l2;
  }
  if (p1 != c) {
    if (fct != 1.)
      for (size_t i = 0; i < n; ++i) c[i] = (Cx){ch[i].r * fct, ch[i].i * fct};
    else
      memcpy(c, p1, n * sizeof(Cx));
  } else if (fct != 1.) {
    for (size_t i = 0; i < n; ++i) {
      c[i].r *= fct;
      c[i].i *= fct;
    }
  }
  free(ch);
  return true;
}

/* ---- real passes (forward: radf*, backward: radb*) ---- */
/* pm: a = c + d, b = c - d; mulpm: (a + ib) = conj(c + id) * (e + if) */
#define PM(a, b, c, d) { a = (c) + (d); b = (c) - (d); }
#define MULPM(a, b, c, d, e, f) { a = (c) * (e) + (d) * (f); b = (c) * (f) - (d) * (e); }
#define WA(x, i) wa[(i) + (x) * (ido - 1)]
/* forward passes read cc(i, k, j) and write ch(i, j, k) */
#define CC(a, b, c) cc[(a) + ido * ((b) + l1 * (c))]
#define CH(a, b, c) ch[(a) + ido * ((b) + cdim * (c))]

static void radf2(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 2;
  for (size_t k = 0; k < l1; k++) PM(CH(0, 0, k), CH(ido - 1, 1, k), CC(0, k, 0), CC(0, k, 1))
  if ((ido & 1) == 0)
    for (size_t k = 0; k < l1; k++) {
      CH(0, 1, k) = -CC(ido - 1, k, 1);
      CH(ido - 1, 0, k) = CC(ido - 1, k, 0);
    }
  if (ido <= 2) return;
  for (size_t k = 0; k < l1; k++)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double tr2, ti2;
      MULPM(tr2, ti2, WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1))
      PM(CH(i - 1, 0, k), CH(ic - 1, 1, k), CC(i - 1, k, 0), tr2)
      PM(CH(i, 0, k), CH(ic, 1, k), ti2, CC(i, k, 0))
    }
}

static void radf3(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 3;
  const double taur = -0.5, taui = 0.86602540378443864676;
  for (size_t k = 0; k < l1; k++) {
    double cr2 = CC(0, k, 1) + CC(0, k, 2);
    CH(0, 0, k) = CC(0, k, 0) + cr2;
    CH(0, 2, k) = taui * (CC(0, k, 2) - CC(0, k, 1));
    CH(ido - 1, 1, k) = CC(0, k, 0) + taur * cr2;
  }
  if (ido == 1) return;
  for (size_t k = 0; k < l1; k++)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double di2, di3, dr2, dr3;
      MULPM(dr2, di2, WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1))
      MULPM(dr3, di3, WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2))
      double cr2 = dr2 + dr3, ci2 = di2 + di3;
      CH(i - 1, 0, k) = CC(i - 1, k, 0) + cr2;
      CH(i, 0, k) = CC(i, k, 0) + ci2;
      double tr2 = CC(i - 1, k, 0) + taur * cr2, ti2 = CC(i, k, 0) + taur * ci2;
      double tr3 = taui * (di2 - di3), ti3 = taui * (dr3 - dr2);
      PM(CH(i - 1, 2, k), CH(ic - 1, 1, k), tr2, tr3)
      PM(CH(i, 2, k), CH(ic, 1, k), ti3, ti2)
    }
}

static void radf4(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 4;
  const double hsqt2 = 0.70710678118654752440;
  for (size_t k = 0; k < l1; k++) {
    double tr1, tr2;
    PM(tr1, CH(0, 2, k), CC(0, k, 3), CC(0, k, 1))
    PM(tr2, CH(ido - 1, 1, k), CC(0, k, 0), CC(0, k, 2))
    PM(CH(0, 0, k), CH(ido - 1, 3, k), tr2, tr1)
  }
  if ((ido & 1) == 0)
    for (size_t k = 0; k < l1; k++) {
      double ti1 = -hsqt2 * (CC(ido - 1, k, 1) + CC(ido - 1, k, 3));
      double tr1 = hsqt2 * (CC(ido - 1, k, 1) - CC(ido - 1, k, 3));
      PM(CH(ido - 1, 0, k), CH(ido - 1, 2, k), CC(ido - 1, k, 0), tr1)
      PM(CH(0, 3, k), CH(0, 1, k), ti1, CC(ido - 1, k, 2))
    }
  if (ido <= 2) return;
  for (size_t k = 0; k < l1; k++)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double ci2, ci3, ci4, cr2, cr3, cr4, ti1, ti2, ti3, ti4, tr1, tr2, tr3, tr4;
      MULPM(cr2, ci2, WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1))
      MULPM(cr3, ci3, WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2))
      MULPM(cr4, ci4, WA(2, i - 2), WA(2, i - 1), CC(i - 1, k, 3), CC(i, k, 3))
      PM(tr1, tr4, cr4, cr2)
      PM(ti1, ti4, ci2, ci4)
      PM(tr2, tr3, CC(i - 1, k, 0), cr3)
      PM(ti2, ti3, CC(i, k, 0), ci3)
      PM(CH(i - 1, 0, k), CH(ic - 1, 3, k), tr2, tr1)
      PM(CH(i, 0, k), CH(ic, 3, k), ti1, ti2)
      PM(CH(i - 1, 2, k), CH(ic - 1, 1, k), tr3, ti4)
      PM(CH(i, 2, k), CH(ic, 1, k), tr4, ti3)
    }
}

static const double tr11 = 0.3090169943749474241, ti11 = 0.95105651629515357212,
                    tr12 = -0.8090169943749474241, ti12 = 0.58778525229247312917;

static void radf5(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 5;
  for (size_t k = 0; k < l1; k++) {
    double cr2, cr3, ci4, ci5;
    PM(cr2, ci5, CC(0, k, 4), CC(0, k, 1))
    PM(cr3, ci4, CC(0, k, 3), CC(0, k, 2))
    CH(0, 0, k) = CC(0, k, 0) + cr2 + cr3;
    CH(ido - 1, 1, k) = CC(0, k, 0) + tr11 * cr2 + tr12 * cr3;
    CH(0, 2, k) = ti11 * ci5 + ti12 * ci4;
    CH(ido - 1, 3, k) = CC(0, k, 0) + tr12 * cr2 + tr11 * cr3;
    CH(0, 4, k) = ti12 * ci5 - ti11 * ci4;
  }
  if (ido == 1) return;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double di2, di3, di4, di5, dr2, dr3, dr4, dr5, ci2, ci3, ci4, ci5, cr2, cr3, cr4, cr5;
      double ti2, ti3, ti4, ti5, tr2, tr3, tr4, tr5;
      MULPM(dr2, di2, WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1))
      MULPM(dr3, di3, WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2))
      MULPM(dr4, di4, WA(2, i - 2), WA(2, i - 1), CC(i - 1, k, 3), CC(i, k, 3))
      MULPM(dr5, di5, WA(3, i - 2), WA(3, i - 1), CC(i - 1, k, 4), CC(i, k, 4))
      PM(cr2, ci5, dr5, dr2)
      PM(ci2, cr5, di2, di5)
      PM(cr3, ci4, dr4, dr3)
      PM(ci3, cr4, di3, di4)
      CH(i - 1, 0, k) = CC(i - 1, k, 0) + cr2 + cr3;
      CH(i, 0, k) = CC(i, k, 0) + ci2 + ci3;
      tr2 = CC(i - 1, k, 0) + tr11 * cr2 + tr12 * cr3;
      ti2 = CC(i, k, 0) + tr11 * ci2 + tr12 * ci3;
      tr3 = CC(i - 1, k, 0) + tr12 * cr2 + tr11 * cr3;
      ti3 = CC(i, k, 0) + tr12 * ci2 + tr11 * ci3;
      MULPM(tr5, tr4, cr5, cr4, ti11, ti12)
      MULPM(ti5, ti4, ci5, ci4, ti11, ti12)
      PM(CH(i - 1, 2, k), CH(ic - 1, 1, k), tr2, tr5)
      PM(CH(i, 2, k), CH(ic, 1, k), ti5, ti2)
      PM(CH(i - 1, 4, k), CH(ic - 1, 3, k), tr3, tr4)
      PM(CH(i, 4, k), CH(ic, 3, k), ti4, ti3)
    }
}
#undef CC
#undef CH

/* The generic passes' shared middle step: for each output pair l, lc the cosine sums into
 * dst(., l) and sine sums into dst(., lc) of src's pairs, four (then two, then one) terms at
 * a time as pocketfft groups them; wrap_ge: the angle index wraps at >= ip (forward) or
 * > ip (backward). */
static void real_generic_sums(size_t ip, size_t idl1, const double *src, double *dst,
                              const double *csarr, bool wrap_ge) {
  const size_t ipph = (ip + 1) / 2;
#define S2(a, b) src[(a) + idl1 * (b)]
#define D2(a, b) dst[(a) + idl1 * (b)]
#define NEXT_ANGLE(ar, ai)                                                                 \
  iang += l;                                                                               \
  if (wrap_ge ? iang >= ip : iang > ip) iang -= ip;                                        \
  double ar = csarr[2 * iang], ai = csarr[2 * iang + 1];
  for (size_t l = 1, lc = ip - 1; l < ipph; ++l, --lc) {
    for (size_t ik = 0; ik < idl1; ++ik) {
      D2(ik, l) = S2(ik, 0) + csarr[2 * l] * S2(ik, 1) + csarr[4 * l] * S2(ik, 2);
      D2(ik, lc) = csarr[2 * l + 1] * S2(ik, ip - 1) + csarr[4 * l + 1] * S2(ik, ip - 2);
    }
    size_t iang = 2 * l, j = 3, jc = ip - 3;
    for (; j + 3 < ipph; j += 4, jc -= 4) {
      NEXT_ANGLE(ar1, ai1)
      NEXT_ANGLE(ar2, ai2)
      NEXT_ANGLE(ar3, ai3)
      NEXT_ANGLE(ar4, ai4)
      for (size_t ik = 0; ik < idl1; ++ik) {
        D2(ik, l) += ar1 * S2(ik, j) + ar2 * S2(ik, j + 1) + ar3 * S2(ik, j + 2) +
                     ar4 * S2(ik, j + 3);
        D2(ik, lc) += ai1 * S2(ik, jc) + ai2 * S2(ik, jc - 1) + ai3 * S2(ik, jc - 2) +
                      ai4 * S2(ik, jc - 3);
      }
    }
    for (; j + 1 < ipph; j += 2, jc -= 2) {
      NEXT_ANGLE(ar1, ai1)
      NEXT_ANGLE(ar2, ai2)
      for (size_t ik = 0; ik < idl1; ++ik) {
        D2(ik, l) += ar1 * S2(ik, j) + ar2 * S2(ik, j + 1);
        D2(ik, lc) += ai1 * S2(ik, jc) + ai2 * S2(ik, jc - 1);
      }
    }
    for (; j < ipph; ++j, --jc) {
      NEXT_ANGLE(ar, ai)
      for (size_t ik = 0; ik < idl1; ++ik) {
        D2(ik, l) += ar * S2(ik, j);
        D2(ik, lc) += ai * S2(ik, jc);
      }
    }
  }
#undef NEXT_ANGLE
#undef S2
#undef D2
}

/* generic forward radix; the result ends in cc */
#define C1(a, b, c) cc[(a) + ido * ((b) + l1 * (c))]
#define C2(a, b) cc[(a) + idl1 * (b)]
#define CH2(a, b) ch[(a) + idl1 * (b)]
#define CC(a, b, c) cc[(a) + ido * ((b) + cdim * (c))]
#define CH(a, b, c) ch[(a) + ido * ((b) + l1 * (c))]
static void radfg(size_t ido, size_t ip, size_t l1, double *cc, double *ch, const double *wa,
                  const double *csarr) {
  const size_t cdim = ip, ipph = (ip + 1) / 2, idl1 = ido * l1;
  if (ido > 1) {
    for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc) {
      size_t is = (j - 1) * (ido - 1), is2 = (jc - 1) * (ido - 1);
      for (size_t k = 0; k < l1; ++k) {
        size_t idij = is, idij2 = is2;
        for (size_t i = 1; i <= ido - 2; i += 2, idij += 2, idij2 += 2) {
          double t1 = C1(i, k, j), t2 = C1(i + 1, k, j), t3 = C1(i, k, jc), t4 = C1(i + 1, k, jc);
          double x1 = wa[idij] * t1 + wa[idij + 1] * t2, x2 = wa[idij] * t2 - wa[idij + 1] * t1;
          double x3 = wa[idij2] * t3 + wa[idij2 + 1] * t4,
                 x4 = wa[idij2] * t4 - wa[idij2 + 1] * t3;
          C1(i, k, j) = x1 + x3;
          C1(i, k, jc) = x2 - x4;
          C1(i + 1, k, j) = x2 + x4;
          C1(i + 1, k, jc) = x3 - x1;
        }
      }
    }
  }
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc)
    for (size_t k = 0; k < l1; ++k) {
      double t1 = C1(0, k, j), t2 = C1(0, k, jc);
      C1(0, k, j) = t1 + t2;
      C1(0, k, jc) = t2 - t1;
    }
  real_generic_sums(ip, idl1, cc, ch, csarr, true);
  for (size_t ik = 0; ik < idl1; ++ik) CH2(ik, 0) = C2(ik, 0);
  for (size_t j = 1; j < ipph; ++j)
    for (size_t ik = 0; ik < idl1; ++ik) CH2(ik, 0) += C2(ik, j);
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) CC(i, 0, k) = CH(i, k, 0);
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc) {
    size_t j2 = 2 * j - 1;
    for (size_t k = 0; k < l1; ++k) {
      CC(ido - 1, j2, k) = CH(0, k, j);
      CC(0, j2 + 1, k) = CH(0, k, jc);
    }
  }
  if (ido == 1) return;
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc) {
    size_t j2 = 2 * j - 1;
    for (size_t k = 0; k < l1; ++k)
      for (size_t i = 1, ic = ido - i - 2; i <= ido - 2; i += 2, ic -= 2) {
        CC(i, j2 + 1, k) = CH(i, k, j) + CH(i, k, jc);
        CC(ic, j2, k) = CH(i, k, j) - CH(i, k, jc);
        CC(i + 1, j2 + 1, k) = CH(i + 1, k, j) + CH(i + 1, k, jc);
        CC(ic + 1, j2, k) = CH(i + 1, k, jc) - CH(i + 1, k, j);
      }
  }
}

/* generic backward radix */
static void radbg(size_t ido, size_t ip, size_t l1, double *cc, double *ch, const double *wa,
                  const double *csarr) {
  const size_t cdim = ip, ipph = (ip + 1) / 2, idl1 = ido * l1;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 0; i < ido; ++i) CH(i, k, 0) = CC(i, 0, k);
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc) {
    size_t j2 = 2 * j - 1;
    for (size_t k = 0; k < l1; ++k) {
      CH(0, k, j) = 2 * CC(ido - 1, j2, k);
      CH(0, k, jc) = 2 * CC(0, j2 + 1, k);
    }
  }
  if (ido != 1) {
    for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc) {
      size_t j2 = 2 * j - 1;
      for (size_t k = 0; k < l1; ++k)
        for (size_t i = 1, ic = ido - i - 2; i <= ido - 2; i += 2, ic -= 2) {
          CH(i, k, j) = CC(i, j2 + 1, k) + CC(ic, j2, k);
          CH(i, k, jc) = CC(i, j2 + 1, k) - CC(ic, j2, k);
          CH(i + 1, k, j) = CC(i + 1, j2 + 1, k) - CC(ic + 1, j2, k);
          CH(i + 1, k, jc) = CC(i + 1, j2 + 1, k) + CC(ic + 1, j2, k);
        }
    }
  }
  real_generic_sums(ip, idl1, ch, cc, csarr, false);
  for (size_t j = 1; j < ipph; ++j)
    for (size_t ik = 0; ik < idl1; ++ik) CH2(ik, 0) += CH2(ik, j);
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc)
    for (size_t k = 0; k < l1; ++k) {
      CH(0, k, j) = C1(0, k, j) - C1(0, k, jc);
      CH(0, k, jc) = C1(0, k, j) + C1(0, k, jc);
    }
  if (ido == 1) return;
  for (size_t j = 1, jc = ip - 1; j < ipph; ++j, --jc)
    for (size_t k = 0; k < l1; ++k)
      for (size_t i = 1; i <= ido - 2; i += 2) {
        CH(i, k, j) = C1(i, k, j) - C1(i + 1, k, jc);
        CH(i, k, jc) = C1(i, k, j) + C1(i + 1, k, jc);
        CH(i + 1, k, j) = C1(i + 1, k, j) + C1(i, k, jc);
        CH(i + 1, k, jc) = C1(i + 1, k, j) - C1(i, k, jc);
      }
  for (size_t j = 1; j < ip; ++j) {
    size_t is = (j - 1) * (ido - 1);
    for (size_t k = 0; k < l1; ++k) {
      size_t idij = is;
      for (size_t i = 1; i <= ido - 2; i += 2, idij += 2) {
        double t1 = CH(i, k, j), t2 = CH(i + 1, k, j);
        CH(i, k, j) = wa[idij] * t1 - wa[idij + 1] * t2;
        CH(i + 1, k, j) = wa[idij] * t2 + wa[idij + 1] * t1;
      }
    }
  }
}
#undef C1
#undef C2
#undef CH2
/* backward passes read cc(i, j, k) and write ch(i, k, j): CC and CH as defined above */

static void radb2(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 2;
  for (size_t k = 0; k < l1; k++) PM(CH(0, k, 0), CH(0, k, 1), CC(0, 0, k), CC(ido - 1, 1, k))
  if ((ido & 1) == 0)
    for (size_t k = 0; k < l1; k++) {
      CH(ido - 1, k, 0) = 2. * CC(ido - 1, 0, k);
      CH(ido - 1, k, 1) = -2. * CC(0, 1, k);
    }
  if (ido <= 2) return;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double ti2, tr2;
      PM(CH(i - 1, k, 0), tr2, CC(i - 1, 0, k), CC(ic - 1, 1, k))
      PM(ti2, CH(i, k, 0), CC(i, 0, k), CC(ic, 1, k))
      MULPM(CH(i, k, 1), CH(i - 1, k, 1), WA(0, i - 2), WA(0, i - 1), ti2, tr2)
    }
}

static void radb3(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 3;
  const double taur = -0.5, taui = 0.86602540378443864676;
  for (size_t k = 0; k < l1; k++) {
    double tr2 = 2. * CC(ido - 1, 1, k);
    double cr2 = CC(0, 0, k) + taur * tr2;
    CH(0, k, 0) = CC(0, 0, k) + tr2;
    double ci3 = 2. * taui * CC(0, 2, k);
    PM(CH(0, k, 2), CH(0, k, 1), cr2, ci3)
  }
  if (ido == 1) return;
  for (size_t k = 0; k < l1; k++)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double tr2 = CC(i - 1, 2, k) + CC(ic - 1, 1, k), ti2 = CC(i, 2, k) - CC(ic, 1, k);
      double cr2 = CC(i - 1, 0, k) + taur * tr2, ci2 = CC(i, 0, k) + taur * ti2;
      CH(i - 1, k, 0) = CC(i - 1, 0, k) + tr2;
      CH(i, k, 0) = CC(i, 0, k) + ti2;
      double cr3 = taui * (CC(i - 1, 2, k) - CC(ic - 1, 1, k));
      double ci3 = taui * (CC(i, 2, k) + CC(ic, 1, k));
      double di2, di3, dr2, dr3;
      PM(dr3, dr2, cr2, ci3)
      PM(di2, di3, ci2, cr3)
      MULPM(CH(i, k, 1), CH(i - 1, k, 1), WA(0, i - 2), WA(0, i - 1), di2, dr2)
      MULPM(CH(i, k, 2), CH(i - 1, k, 2), WA(1, i - 2), WA(1, i - 1), di3, dr3)
    }
}

static void radb4(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 4;
  const double sqrt2 = 1.41421356237309504880;
  for (size_t k = 0; k < l1; k++) {
    double tr1, tr2;
    PM(tr2, tr1, CC(0, 0, k), CC(ido - 1, 3, k))
    double tr3 = 2. * CC(ido - 1, 1, k), tr4 = 2. * CC(0, 2, k);
    PM(CH(0, k, 0), CH(0, k, 2), tr2, tr3)
    PM(CH(0, k, 3), CH(0, k, 1), tr1, tr4)
  }
  if ((ido & 1) == 0)
    for (size_t k = 0; k < l1; k++) {
      double tr1, tr2, ti1, ti2;
      PM(ti1, ti2, CC(0, 3, k), CC(0, 1, k))
      PM(tr2, tr1, CC(ido - 1, 0, k), CC(ido - 1, 2, k))
      CH(ido - 1, k, 0) = tr2 + tr2;
      CH(ido - 1, k, 1) = sqrt2 * (tr1 - ti1);
      CH(ido - 1, k, 2) = ti2 + ti2;
      CH(ido - 1, k, 3) = -sqrt2 * (tr1 + ti1);
    }
  if (ido <= 2) return;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 2; i < ido; i += 2) {
      double ci2, ci3, ci4, cr2, cr3, cr4, ti1, ti2, ti3, ti4, tr1, tr2, tr3, tr4;
      size_t ic = ido - i;
      PM(tr2, tr1, CC(i - 1, 0, k), CC(ic - 1, 3, k))
      PM(ti1, ti2, CC(i, 0, k), CC(ic, 3, k))
      PM(tr4, ti3, CC(i, 2, k), CC(ic, 1, k))
      PM(tr3, ti4, CC(i - 1, 2, k), CC(ic - 1, 1, k))
      PM(CH(i - 1, k, 0), cr3, tr2, tr3)
      PM(CH(i, k, 0), ci3, ti2, ti3)
      PM(cr4, cr2, tr1, tr4)
      PM(ci2, ci4, ti1, ti4)
      MULPM(CH(i, k, 1), CH(i - 1, k, 1), WA(0, i - 2), WA(0, i - 1), ci2, cr2)
      MULPM(CH(i, k, 2), CH(i - 1, k, 2), WA(1, i - 2), WA(1, i - 1), ci3, cr3)
      MULPM(CH(i, k, 3), CH(i - 1, k, 3), WA(2, i - 2), WA(2, i - 1), ci4, cr4)
    }
}

static void radb5(size_t ido, size_t l1, const double *cc, double *ch, const double *wa) {
  const size_t cdim = 5;
  for (size_t k = 0; k < l1; k++) {
    double ti5 = CC(0, 2, k) + CC(0, 2, k), ti4 = CC(0, 4, k) + CC(0, 4, k);
    double tr2 = CC(ido - 1, 1, k) + CC(ido - 1, 1, k), tr3 = CC(ido - 1, 3, k) + CC(ido - 1, 3, k);
    CH(0, k, 0) = CC(0, 0, k) + tr2 + tr3;
    double cr2 = CC(0, 0, k) + tr11 * tr2 + tr12 * tr3;
    double cr3 = CC(0, 0, k) + tr12 * tr2 + tr11 * tr3;
    double ci4, ci5;
    MULPM(ci5, ci4, ti5, ti4, ti11, ti12)
    PM(CH(0, k, 4), CH(0, k, 1), cr2, ci5)
    PM(CH(0, k, 3), CH(0, k, 2), cr3, ci4)
  }
  if (ido == 1) return;
  for (size_t k = 0; k < l1; ++k)
    for (size_t i = 2; i < ido; i += 2) {
      size_t ic = ido - i;
      double tr2, tr3, tr4, tr5, ti2, ti3, ti4, ti5;
      PM(tr2, tr5, CC(i - 1, 2, k), CC(ic - 1, 1, k))
      PM(ti5, ti2, CC(i, 2, k), CC(ic, 1, k))
      PM(tr3, tr4, CC(i - 1, 4, k), CC(ic - 1, 3, k))
      PM(ti4, ti3, CC(i, 4, k), CC(ic, 3, k))
      CH(i - 1, k, 0) = CC(i - 1, 0, k) + tr2 + tr3;
      CH(i, k, 0) = CC(i, 0, k) + ti2 + ti3;
      double cr2 = CC(i - 1, 0, k) + tr11 * tr2 + tr12 * tr3;
      double ci2 = CC(i, 0, k) + tr11 * ti2 + tr12 * ti3;
      double cr3 = CC(i - 1, 0, k) + tr12 * tr2 + tr11 * tr3;
      double ci3 = CC(i, 0, k) + tr12 * ti2 + tr11 * ti3;
      double ci4, ci5, cr5, cr4;
      MULPM(cr5, cr4, tr5, tr4, ti11, ti12)
      MULPM(ci5, ci4, ti5, ti4, ti11, ti12)
      double dr2, dr3, dr4, dr5, di2, di3, di4, di5;
      PM(dr4, dr3, cr3, ci4)
      PM(di3, di4, ci3, cr4)
      PM(dr5, dr2, cr2, ci5)
      PM(di2, di5, ci2, cr5)
      MULPM(CH(i, k, 1), CH(i - 1, k, 1), WA(0, i - 2), WA(0, i - 1), di2, dr2)
      MULPM(CH(i, k, 2), CH(i - 1, k, 2), WA(1, i - 2), WA(1, i - 1), di3, dr3)
      MULPM(CH(i, k, 3), CH(i - 1, k, 3), WA(2, i - 2), WA(2, i - 1), di4, dr4)
      MULPM(CH(i, k, 4), CH(i - 1, k, 4), WA(3, i - 2), WA(3, i - 1), di5, dr5)
    }
}
#undef CC
#undef CH
#undef WA
#undef PM
#undef MULPM

static void copy_scaled(double *c, const double *p1, size_t n, double fct) {
  if (p1 != c) {
    if (fct != 1.)
      for (size_t i = 0; i < n; ++i) c[i] = fct * p1[i];
    else
      memcpy(c, p1, n * sizeof(double));
  } else if (fct != 1.) {
    for (size_t i = 0; i < n; ++i) c[i] *= fct;
  }
}

static bool real_forward(const Packed *p, double *c, double fct) {
  if (p->n == 1) return true;
  size_t n = p->n, l1 = n;
  double *ch = malloc(sizeof(double) * n);
  if (!ch) return false;
  double *p1 = c, *p2 = ch;
  for (size_t k1 = 0; k1 < p->nf; ++k1) { /* factors in reverse order */
    size_t k = p->nf - k1 - 1, ip = p->fct[k].f, ido = n / l1;
    l1 /= ip;
    const double *tw = p->fct[k].tw;
    if (ip == 4) radf4(ido, l1, p1, p2, tw);
    else if (ip == 2) radf2(ido, l1, p1, p2, tw);
    else if (ip == 3) radf3(ido, l1, p1, p2, tw);
    else if (ip == 5) radf5(ido, l1, p1, p2, tw);
    else {
      radfg(ido, ip, l1, p1, p2, tw, p->fct[k].tws);
      double *t = p1; p1 = p2; p2 = t;
    }
    double *t = p1; p1 = p2; p2 = t;
  }
  copy_scaled(c, p1, n, fct);
  free(ch);
  return true;
}

static bool real_backward(const Packed *p, double *c, double fct) {
  if (p->n == 1) return true;
  size_t n = p->n, l1 = 1;
  double *ch = malloc(sizeof(double) * n);
  if (!ch) return false;
  double *p1 = c, *p2 = ch;
  for (size_t k = 0; k < p->nf; k++) {
    size_t ip = p->fct[k].f, ido = n / (ip * l1);
    const double *tw = p->fct[k].tw;
    if (ip == 4) radb4(ido, l1, p1, p2, tw);
    else if (ip == 2) radb2(ido, l1, p1, p2, tw);
    else if (ip == 3) radb3(ido, l1, p1, p2, tw);
    else if (ip == 5) radb5(ido, l1, p1, p2, tw);
    else radbg(ido, ip, l1, p1, p2, tw, p->fct[k].tws);
    double *t = p1; p1 = p2; p2 = t;
    l1 *= ip;
  }
  copy_scaled(c, p1, n, fct);
  free(ch);
  return true;
}

/* ---- Bluestein's algorithm: a length-n DFT as a convolution of length n2 >= 2n - 1 ---- */

static size_t largest_prime_factor(size_t n) {
  size_t res = 1;
  while ((n >> 1) << 1 == n) {
    res = 2;
    n >>= 1;
  }
  size_t limit = (size_t)sqrt(n + 0.01);
  for (size_t x = 3; x <= limit; x += 2)
    while ((n / x) * x == n) {
      res = x;
      n /= x;
      limit = (size_t)sqrt(n + 0.01);
    }
  return n > 1 ? n : res;
}

/* pocketfft's cost model: n times the sum of its factors, larger primes penalised 10% */
static double cost_guess(size_t n) {
  const size_t ni = n;
  double result = 0.;
  while ((n >> 1) << 1 == n) {
    result += 2;
    n >>= 1;
  }
  size_t limit = (size_t)sqrt(n + 0.01);
  for (size_t x = 3; x <= limit; x += 2)
    while ((n / x) * x == n) {
      result += x <= 5 ? (double)x : 1.1 * (double)x;
      n /= x;
      limit = (size_t)sqrt(n + 0.01);
    }
  if (n > 1) result += n <= 5 ? (double)n : 1.1 * (double)n;
  return result * (double)ni;
}

/* the smallest product of 2, 3, 5, 7 and 11 that is >= n */
static size_t good_size(size_t n) {
  if (n <= 6) return n;
  size_t best = 2 * n;
  for (size_t f2 = 1; f2 < best; f2 *= 2)
    for (size_t f3 = f2; f3 < best; f3 *= 3)
      for (size_t f5 = f3; f5 < best; f5 *= 5)
        for (size_t f7 = f5; f7 < best; f7 *= 7)
          for (size_t f11 = f7; f11 < best; f11 *= 11)
            if (f11 >= n) best = f11;
  return best;
}

static void blue_free(Blue *b) {
  if (!b) return;
  free(b->mem);
  packed_free(b->plan);
  free(b);
}

static Blue *blue_new(size_t n) {
  Blue *b = calloc(1, sizeof *b);
  if (!b) return NULL;
  b->n = n;
  b->n2 = good_size(n * 2 - 1);
  b->mem = malloc(sizeof(double) * (2 * n + 2 * b->n2));
  double *tmp = malloc(sizeof(double) * 4 * n);
  b->plan = b->mem && tmp ? complex_plan(b->n2) : NULL;
  if (!b->plan) {
    free(tmp);
    blue_free(b);
    return NULL;
  }
  b->bk = b->mem;
  b->bkf = b->bk + 2 * n;
  /* b_k = exp(i pi k^2 / n), k^2 taken mod 2n incrementally */
  sincos_full(2 * n, tmp);
  b->bk[0] = 1;
  b->bk[1] = 0;
  size_t coeff = 0;
  for (size_t m = 1; m < n; ++m) {
    coeff += 2 * m - 1;
    if (coeff >= 2 * n) coeff -= 2 * n;
    b->bk[2 * m] = tmp[2 * coeff];
    b->bk[2 * m + 1] = tmp[2 * coeff + 1];
  }
  free(tmp);
  /* the zero-padded, transformed b_k with the 1/n2 normalisation */
  double xn2 = 1. / (double)b->n2;
  double *bkf = b->bkf;
  bkf[0] = b->bk[0] * xn2;
  bkf[1] = b->bk[1] * xn2;
  for (size_t m = 2; m < 2 * n; m += 2) {
    bkf[m] = bkf[2 * b->n2 - m] = b->bk[m] * xn2;
    bkf[m + 1] = bkf[2 * b->n2 - m + 1] = b->bk[m + 1] * xn2;
  }
  for (size_t m = 2 * n; m <= 2 * b->n2 - 2 * n + 1; ++m) bkf[m] = 0.;
  if (!complex_passes(b->plan, (Cx *)bkf, 1., -1)) {
    blue_free(b);
    return NULL;
  }
  return b;
}

/* isign > 0: backward */
static bool blue_fft(const Blue *b, double *c, int isign, double fct) {
  size_t n = b->n, n2 = b->n2;
  const double *bk = b->bk, *bkf = b->bkf;
  double *akf = malloc(sizeof(double) * 2 * n2);
  if (!akf) return false;
  for (size_t m = 0; m < 2 * n; m += 2) {
    if (isign > 0) {
      akf[m] = c[m] * bk[m] - c[m + 1] * bk[m + 1];
      akf[m + 1] = c[m] * bk[m + 1] + c[m + 1] * bk[m];
    } else {
      akf[m] = c[m] * bk[m] + c[m + 1] * bk[m + 1];
      akf[m + 1] = -c[m] * bk[m + 1] + c[m + 1] * bk[m];
    }
  }
  for (size_t m = 2 * n; m < 2 * n2; ++m) akf[m] = 0;
  if (!complex_passes(b->plan, (Cx *)akf, fct, -1)) {
    free(akf);
    return false;
  }
  for (size_t m = 0; m < 2 * n2; m += 2) { /* the convolution */
    double im;
    if (isign > 0) {
      im = -akf[m] * bkf[m + 1] + akf[m + 1] * bkf[m];
      akf[m] = akf[m] * bkf[m] + akf[m + 1] * bkf[m + 1];
    } else {
      im = akf[m] * bkf[m + 1] + akf[m + 1] * bkf[m];
      akf[m] = akf[m] * bkf[m] - akf[m + 1] * bkf[m + 1];
    }
    akf[m + 1] = im;
  }
  if (!complex_passes(b->plan, (Cx *)akf, 1., 1)) {
    free(akf);
    return false;
  }
  for (size_t m = 0; m < 2 * n; m += 2) {
    if (isign > 0) {
      c[m] = bk[m] * akf[m] - bk[m + 1] * akf[m + 1];
      c[m + 1] = bk[m + 1] * akf[m] + bk[m] * akf[m + 1];
    } else {
      c[m] = bk[m] * akf[m] + bk[m + 1] * akf[m + 1];
      c[m + 1] = -bk[m + 1] * akf[m] + bk[m] * akf[m + 1];
    }
  }
  free(akf);
  return true;
}

/* real transforms through the complex Bluestein transform */
static bool blue_real(const Blue *b, double *c, bool forward, double fct) {
  size_t n = b->n;
  double *tmp = malloc(sizeof(double) * 2 * n);
  if (!tmp) return false;
  if (forward) {
    for (size_t m = 0; m < n; ++m) {
      tmp[2 * m] = c[m];
      tmp[2 * m + 1] = 0.;
    }
  } else {
    tmp[0] = c[0];
    tmp[1] = 0.;
    memcpy(tmp + 2, c + 1, (n - 1) * sizeof(double));
    if ((n & 1) == 0) tmp[n + 1] = 0.;
    for (size_t m = 2; m < n; m += 2) {
      tmp[2 * n - m] = tmp[m];
      tmp[2 * n - m + 1] = -tmp[m + 1];
    }
  }
  if (!blue_fft(b, tmp, forward ? -1 : 1, fct)) {
    free(tmp);
    return false;
  }
  if (forward) {
    c[0] = tmp[0];
    memcpy(c + 1, tmp + 2, (n - 1) * sizeof(double));
  } else {
    for (size_t m = 0; m < n; ++m) c[m] = tmp[2 * m];
  }
  free(tmp);
  return true;
}

/* ---- public interface ---- */

NpFftPlan *np_fft_plan_new(size_t n, bool real) {
  NpFftPlan *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  p->real = real;
  bool direct = n < 50 || (double)largest_prime_factor(n) <= sqrt((double)n);
  if (!direct) { /* pocketfft's choice: Bluestein when its estimated cost is lower */
    double comp1 = (real ? 0.5 : 1.0) * cost_guess(n);
    double comp2 = 2 * cost_guess(good_size(2 * n - 1)) * 1.5;
    direct = !(comp2 < comp1);
  }
  if (direct) p->packed = real ? real_plan(n) : complex_plan(n);
  else p->blue = blue_new(n);
  if (!p->packed && !p->blue) {
    free(p);
    return NULL;
  }
  return p;
}

void np_fft_plan_free(NpFftPlan *p) {
  if (!p) return;
  packed_free(p->packed);
  blue_free(p->blue);
  free(p);
}

bool np_fft_complex(NpFftPlan *p, double *c, bool forward, double fct) {
  if (p->packed) return complex_passes(p->packed, (Cx *)c, fct, forward ? -1 : 1);
  return blue_fft(p->blue, c, forward ? -1 : 1, fct);
}

bool np_fft_real(NpFftPlan *p, double *c, bool forward, double fct) {
  if (p->packed) return forward ? real_forward(p->packed, c, fct) : real_backward(p->packed, c, fct);
  return blue_real(p->blue, c, forward, fct);
}

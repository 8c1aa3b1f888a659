/* scipy_cephes.c — the normal distribution's special functions as SciPy 1.10 computes them:
 * Cephes' erf, erfc, ndtr and ndtri (Moshier's rational approximations, evaluated in the same
 * order with the same coefficients, and libm's exp/log/sqrt as SciPy's C code calls them), so
 * that scipy.special and scipy.stats.norm print SciPy's digits. The file is Weft's own code:
 * only the published coefficients are the algorithm's. No FMA contraction is allowed here
 * (the build has none): every product and sum rounds as in SciPy's build. */
#include <math.h>

#include "scipy.h"

/* Horner's rule with the leading coefficient c[0] (Cephes' polevl). */
static double horner(double x, const double *c, int degree) {
  double r = c[0];
  for (int i = 1; i <= degree; i++) r = r * x + c[i];
  return r;
}

/* The same with an implicit leading 1 (Cephes' p1evl): c has degree entries. */
static double horner1(double x, const double *c, int degree) {
  double r = x + c[0];
  for (int i = 1; i < degree; i++) r = r * x + c[i];
  return r;
}

/* erfc for 1 <= |x| < 8 (numerator, denominator) and for |x| >= 8. */
static const double ERFC_P[9] = {
    2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
    4.86371970985681366614E1,   1.96520832956077098242E2,  5.26445194995477358631E2,
    9.34528527171957607540E2,   1.02755188689515710272E3,  5.57535335369399327526E2};
static const double ERFC_Q[8] = {
    1.32281951154744992508E1, 8.67072140885989742329E1, 3.54937778887819891062E2,
    9.75708501743205489753E2, 1.82390916687909736289E3, 2.24633760818710981792E3,
    1.65666309194161350182E3, 5.57535340817727675546E2};
static const double ERFC_R[6] = {5.64189583547755073984E-1, 1.27536670759978104416E0,
                                 5.01905042251180477414E0,  6.16021097993053585195E0,
                                 7.40974269950448939160E0,  2.97886665372100240670E0};
static const double ERFC_S[6] = {2.26052863220117276590E0, 9.39603524938001434673E0,
                                 1.20489539808096656605E1, 1.70814450747565897222E1,
                                 9.60896809063285878198E0, 3.36907645100081516050E0};
/* erf for |x| <= 1, in x*x. */
static const double ERF_T[5] = {9.60497373987051638749E0, 9.00260197203842689217E1,
                                2.23200534594684319226E3, 7.00332514112805075473E3,
                                5.55923013010394962768E4};
static const double ERF_U[5] = {3.35617141647503099647E1, 5.21357949780152679795E2,
                                4.59432382970980127987E3, 2.26290000613890934246E4,
                                4.92673942608635921086E4};

/* Cephes' MAXLOG: log(DBL_MAX); below -MAXLOG exp underflows and erfc is 0 (or 2). */
#define CEPHES_MAXLOG 7.09782712893383996843E2

double scipy_erfc(double a) {
  if (isnan(a)) return NAN;
  double x = fabs(a);
  if (x < 1.0) return 1.0 - scipy_erf(a);
  double z = -a * a;
  if (z < -CEPHES_MAXLOG) return a < 0 ? 2.0 : 0.0;
  z = exp(z);
  double p, q;
  if (x < 8.0) {
    p = horner(x, ERFC_P, 8);
    q = horner1(x, ERFC_Q, 8);
  } else {
    p = horner(x, ERFC_R, 5);
    q = horner1(x, ERFC_S, 6);
  }
  double y = (z * p) / q;
  if (a < 0) y = 2.0 - y;
  if (y == 0.0) return a < 0 ? 2.0 : 0.0;
  return y;
}

double scipy_erf(double x) {
  if (isnan(x)) return NAN;
  if (x < 0.0) return -scipy_erf(-x);
  if (x > 1.0) return 1.0 - scipy_erfc(x);
  double z = x * x;
  return x * horner(z, ERF_T, 4) / horner1(z, ERF_U, 5);
}

double scipy_ndtr(double a) {
  if (isnan(a)) return NAN;
  double x = a * M_SQRT1_2, z = fabs(x);
  if (z < M_SQRT1_2) return 0.5 + 0.5 * scipy_erf(x);
  double y = 0.5 * scipy_erfc(z);
  return x > 0 ? 1.0 - y : y;
}

/* ndtri: |y - 0.5| <= 3/8 in w = y - 0.5; then z = sqrt(-2 log y) in [2, 8) and [8, 64). */
static const double NDTRI_P0[5] = {-5.99633501014107895267E1, 9.80010754185999661536E1,
                                   -5.66762857469070293439E1, 1.39312609387279679503E1,
                                   -1.23916583867381258016E0};
static const double NDTRI_Q0[8] = {1.95448858338141759834E0,  4.67627912898881538453E0,
                                   8.63602421390890590575E1,  -2.25462687854119370527E2,
                                   2.00260212380060660359E2,  -8.20372256168333339912E1,
                                   1.59056225126211695515E1,  -1.18331621121330003142E0};
static const double NDTRI_P1[9] = {4.05544892305962419923E0,   3.15251094599893866154E1,
                                   5.71628192246421288162E1,   4.40805073893200834700E1,
                                   1.46849561928858024014E1,   2.18663306850790267539E0,
                                   -1.40256079171354495875E-1, -3.50424626827848203418E-2,
                                   -8.57456785154685413611E-4};
static const double NDTRI_Q1[8] = {1.57799883256466749731E1,   4.53907635128879210584E1,
                                   4.13172038254672030440E1,   1.50425385692907503408E1,
                                   2.50464946208309415979E0,   -1.42182922854787788574E-1,
                                   -3.80806407691578277194E-2, -9.33259480895457427372E-4};
static const double NDTRI_P2[9] = {3.23774891776946035970E0,  6.91522889068984211695E0,
                                   3.93881025292474443415E0,  1.33303460815807542389E0,
                                   2.01485389549179081538E-1, 1.23716634817820021358E-2,
                                   3.01581553508235416007E-4, 2.65806974686737550832E-6,
                                   6.23974539184983293730E-9};
static const double NDTRI_Q2[8] = {6.02427039364742014255E0,  3.67983563856160859403E0,
                                   1.37702099489081330271E0,  2.16236993594496635890E-1,
                                   1.34204006088543189037E-2, 3.28014464682127739104E-4,
                                   2.89247864745380683936E-6, 6.79019408009981274425E-9};
#define EXP_MINUS_2 0.13533528323661269189
#define SQRT_2PI 2.50662827463100050242E0

double scipy_ndtri(double y0) {
  if (y0 == 0.0) return -INFINITY;
  if (y0 == 1.0) return INFINITY;
  if (!(y0 > 0.0 && y0 < 1.0)) return NAN;
  bool negate = true;
  double y = y0;
  if (y > 1.0 - EXP_MINUS_2) {
    y = 1.0 - y;
    negate = false;
  }
  if (y > EXP_MINUS_2) {
    y = y - 0.5;
    double y2 = y * y;
    double x = y + y * (y2 * horner(y2, NDTRI_P0, 4) / horner1(y2, NDTRI_Q0, 8));
    return x * SQRT_2PI;
  }
  double x = sqrt(-2.0 * log(y));
  double x0 = x - log(x) / x, z = 1.0 / x, x1;
  if (x < 8.0)
    x1 = z * horner(z, NDTRI_P1, 8) / horner1(z, NDTRI_Q1, 8);
  else
    x1 = z * horner(z, NDTRI_P2, 8) / horner1(z, NDTRI_Q2, 8);
  x = x0 - x1;
  return negate ? -x : x;
}

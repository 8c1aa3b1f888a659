# Infinities and NaNs follow C99 Annex G, as CPython's tables do.
import cmath
inf, nan = float("inf"), float("nan")
print(cmath.sqrt(complex(inf, nan)), cmath.sqrt(complex(-inf, 1)), cmath.log(complex(inf, nan)))
print(cmath.acos(complex(inf, 1)), cmath.atanh(complex(nan, inf)), cmath.asinh(complex(inf, inf)))
print(cmath.exp(complex(-inf, inf)), cmath.exp(complex(nan, 0)), cmath.exp(complex(inf, 1)))
print(cmath.sinh(complex(inf, 2)), cmath.cosh(complex(-inf, 1)), cmath.tanh(complex(inf, 3)))
print(cmath.log(0, 2), cmath.isfinite(1 + 1j), cmath.isinf(complex(1, inf)), cmath.isnan(complex(nan, 1)))
# expect: (inf+nanj) infj (inf+nanj)
# expect: -infj 1.5707963267948966j (inf+0.7853981633974483j)
# expect: 0j (nan+0j) (inf+infj)
# expect: (-inf+infj) (inf-infj) (1-0j)
# expect: (-inf+nanj) True True True

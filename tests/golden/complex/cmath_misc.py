# phase, polar, rect, isclose and the constants.
import cmath
print(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.polar(1 + 1j), cmath.polar(-2))
print(cmath.polar(complex(1e308, 1e308)), cmath.rect(2, cmath.pi / 4), cmath.rect(2, 0), cmath.rect(2, -0.0))
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1 + 1j, 1.1 + 1j, rel_tol=0.2))
print(cmath.isclose(1j, 0, abs_tol=1), cmath.isclose(1j, 2j))
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
# expect: 3.141592653589793 -3.141592653589793 (1.4142135623730951, 0.7853981633974483) (2.0, 3.141592653589793)
# expect: (1.4142135623730951e+308, 0.7853981633974483) (1.4142135623730951+1.414213562373095j) (2+0j) (2-0j)
# expect: True True
# expect: True False
# expect: 3.141592653589793 2.718281828459045 6.283185307179586 inf infj nan nanj

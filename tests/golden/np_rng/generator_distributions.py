# The Generator's gamma family and other distributions draw NumPy 1.24's PCG64 stream bit for bit (ziggurat normals and exponentials, float32 standard_gamma).
import numpy as np
r = np.random.default_rng(12345)
print(r.gamma(2.0, 1.5, 3), r.gamma(0.5, size=2), r.standard_gamma(3.3, 2), r.gamma(1.0), r.standard_gamma(0.7))
print(r.standard_gamma(2.5, size=3, dtype=np.float32), r.standard_gamma(0.5, dtype=np.float32), r.standard_gamma([1.0, 0.2, 5.0], dtype='f4'))
out = np.empty(3); r.standard_gamma(2.0, out=out); print(out)
print(r.beta(2, 3, 2), r.beta(0.5, 0.5, 2), r.chisquare(3, 2), r.noncentral_chisquare(3, 2, 2), r.noncentral_chisquare(0.5, 1, 2))
print(r.f(5, 2, 2), r.noncentral_f(3, 4, 1.5, 2), r.standard_t(5, 3), r.standard_cauchy(2))
print(r.lognormal(0, 1, 2), r.lognormal(), r.pareto(3, 2), r.weibull(1.5, 2), r.power(2, 2), r.rayleigh(2, 2))
print(r.wald(1, 2, 2), r.laplace(0, 1, 2), r.gumbel(1, 2, 2), r.logistic(0, 1, 2), r.vonmises(0, 4, 3), r.vonmises(1, 1e7, 2))
print(r.triangular(0, 1, 3, 3), r.geometric(0.2, 3), r.geometric(0.5, 3), r.negative_binomial(3, 0.4, 3), r.geometric(0.1))
print(r.gamma([1.0, 2.0, 3.0], [[1.0], [2.0]]), r.normal(size=1), r.negative_binomial([1, 2], 0.5))
for bad in [lambda: r.negative_binomial(np.nan, 0.5), lambda: r.negative_binomial(1, 0), lambda: r.negative_binomial(1e20, 1e-10), lambda: r.standard_gamma(1, dtype=np.int32), lambda: r.geometric(0), lambda: r.beta(1)]:
    try: print(bad())
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
# expect: [0.63219884 1.16459456 2.35691822] [0.37144414 0.50687434] [1.84150352 2.23287823] 2.072362945453573 0.027875994179079894
# expect: [3.8484292  0.94761676 1.4283396 ] 0.31551116704940796 [2.3160770e+00 2.6983343e-04 5.1951694e+00]
# expect: [2.98162814 0.54214626 2.46811465]
# expect: [0.23450657 0.37388029] [0.63282549 0.99980039] [2.48990342 2.98556323] [4.2398728  5.01841641] [0.10124271 0.01568047]
# expect: [6.14389276 8.40272858] [0.47616263 0.55402585] [-0.46315912 -0.31142337  1.08195046] [-0.81710906  0.76245419]
# expect: [0.89545914 1.59666732] 2.4366085884371684 [1.5992586  0.15195708] [0.70776626 0.36829185] [0.98807708 0.51615826] [1.03013029 1.33332059]
# expect: [0.26859117 0.47924272] [-0.30926221  0.01467053] [2.80466809 3.20348637] [-0.93540077 -2.37138025] [ 0.46285852  0.09635954 -0.13457303] [1.00036625 1.00009503]
# expect: [0.16426224 1.13883618 2.14323071] [ 2  4 13] [3 5 2] [5 4 4] 2
# expect: [[0.43769736 0.66093124 1.46862198]
# expect:  [0.35224317 3.27023496 3.39699639]] [1.12062282] [2 1]
# expect: ValueError n must not be NaN
# expect: ValueError p <= 0, p > 1 or p contains NaNs
# expect: ValueError n too large or p too small, see Generator.negative_binomial Notes
# expect: TypeError Unsupported dtype dtype('int32') for standard_gamma
# expect: ValueError p <= 0, p > 1 or p contains NaNs
# expect: TypeError beta() takes at least 2 positional arguments (1 given)

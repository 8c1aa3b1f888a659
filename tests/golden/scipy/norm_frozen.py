# norm(loc, scale) freezes the parameters: the methods then take only x or q.
from scipy.stats import norm
r = norm(loc=10, scale=3)
print(r.mean(), r.std(), r.pdf(10), r.cdf(13), r.ppf(0.5))
f = norm(2, 0.5)
print(f.mean(), f.var(), f.interval(0.9), f.args, f.kwds, r.kwds)
print(f.pdf([1, 2, 3]), f.sf(2.5), f.isf(0.5), f.entropy(), f.median())
print(type(f).__name__, f.dist is norm)

# expect: 10.0 3.0 0.1329807601338109 0.8413447460685429 10.0
# expect: 2.0 0.25 (1.1775731865242636, 2.822426813475736) (2, 0.5) {} {'loc': 10, 'scale': 3}
# expect: [0.10798193 0.79788456 0.10798193] 0.15865525393145707 2.0 0.7257913526447274 2.0
# expect: rv_continuous_frozen False

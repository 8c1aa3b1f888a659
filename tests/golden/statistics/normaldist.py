# statistics.NormalDist: properties, pdf/cdf/inv_cdf (AS241)/quantiles/zscore, from_samples,
# arithmetic with constants and other NormalDists, equality, hashing, repr and the errors.
from statistics import NormalDist, StatisticsError
nd = NormalDist(100, 15)
print(nd, repr(nd), nd.mean, nd.median, nd.mode, nd.stdev, nd.variance)
print(round(nd.cdf(130), 6), nd.cdf(100), nd.pdf(100), nd.inv_cdf(0.975), nd.inv_cdf(0.5), nd.inv_cdf(0.01), nd.inv_cdf(1e-9))
print(nd.quantiles(), NormalDist().quantiles(10), nd.zscore(130), NormalDist().pdf(0), NormalDist().cdf(-1.96))
print(nd + 10, 10 + nd, nd - 10, 10 - nd, nd * 2, 2 * nd, nd / 3, -nd, +nd, nd * -2)
print(nd + NormalDist(5, 20), nd - NormalDist(5, 20), nd == NormalDist(100.0, 15.0), nd == 5, nd != NormalDist())
print(hash(nd) == hash(NormalDist(100, 15)), len({nd, NormalDist(100, 15)}))
s = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(s, s.mean, s.stdev, NormalDist.from_samples(range(10)), NormalDist.from_samples(iter([1, 2, 3])))
temps = NormalDist.from_samples([4, 12, -3, 2, 7, 14]) * (9 / 5) + 32
print(temps, round(temps.cdf(50), 4))
print([round(NormalDist(0, 1).inv_cdf(p), 12) for p in (0.001, 0.1, 0.3, 0.45, 0.55, 0.9, 0.999999)])
for f in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).cdf(1), lambda: NormalDist(0, 0).pdf(1), lambda: nd.inv_cdf(1.0),
          lambda: NormalDist(1, 0).zscore(2), lambda: NormalDist.from_samples([1]), lambda: NormalDist(0, 0).inv_cdf(0.5)]:
    try:
        print(f())
    except StatisticsError as e:
        print("StatisticsError:", e)
print(NormalDist(mu=1, sigma=2), NormalDist(sigma=3), isinstance(nd, NormalDist), type(nd).__name__)
# expect: NormalDist(mu=100.0, sigma=15.0) NormalDist(mu=100.0, sigma=15.0) 100.0 100.0 100.0 15.0 225.0
# expect: 0.97725 0.5 0.02659615202676218 129.3994597681008 100.0 65.1047818893874 10.032894774884696
# expect: [89.88265374705878, 100.0, 110.11734625294122] [-1.2815515655446008, -0.8416212335729142, -0.5244005127080407, -0.2533471031357998, 0.0, 0.2533471031357998, 0.5244005127080407, 0.8416212335729144, 1.2815515655446008] 2.0 0.3989422804014327 0.024997895148220428
# expect: NormalDist(mu=110.0, sigma=15.0) NormalDist(mu=110.0, sigma=15.0) NormalDist(mu=90.0, sigma=15.0) NormalDist(mu=-90.0, sigma=15.0) NormalDist(mu=200.0, sigma=30.0) NormalDist(mu=200.0, sigma=30.0) NormalDist(mu=33.333333333333336, sigma=5.0) NormalDist(mu=-100.0, sigma=15.0) NormalDist(mu=100.0, sigma=15.0) NormalDist(mu=-200.0, sigma=30.0)
# expect: NormalDist(mu=105.0, sigma=25.0) NormalDist(mu=95.0, sigma=25.0) True False True
# expect: True 1
# expect: NormalDist(mu=2.716666666666667, sigma=0.5076087732365021) 2.716666666666667 0.5076087732365021 NormalDist(mu=4.5, sigma=3.0276503540974917) NormalDist(mu=2.0, sigma=1.0)
# expect: NormalDist(mu=42.8, sigma=11.440978979090906) 0.7354
# expect: [-3.090232306168, -1.281551565545, -0.524400512708, -0.125661346855, 0.125661346855, 1.281551565545, 4.753424308817]
# expect: StatisticsError: sigma must be non-negative
# expect: StatisticsError: cdf() not defined when sigma is zero
# expect: StatisticsError: pdf() not defined when sigma is zero
# expect: StatisticsError: p must be in the range 0.0 < p < 1.0
# expect: StatisticsError: zscore() not defined when sigma is zero
# expect: StatisticsError: stdev requires at least two data points
# expect: StatisticsError: cdf() not defined when sigma at or below zero
# expect: NormalDist(mu=1.0, sigma=2.0) NormalDist(mu=0.0, sigma=3.0) True NormalDist

# statistics.NormalDist.overlap: the area two normal densities share (commutative)
from statistics import NormalDist, StatisticsError
a, b = NormalDist(2.4, 1.6), NormalDist(3.2, 2.0)
print(round(a.overlap(b), 12), a.overlap(b) == b.overlap(a))
print(NormalDist(0, 1).overlap(NormalDist(1, 1)), NormalDist(5, 3).overlap(NormalDist(1, 1)))
print(NormalDist(0, 1).overlap(NormalDist(0, 1)), NormalDist(0, 1).overlap(other=NormalDist()))
scores_a = NormalDist.from_samples([70, 75, 80, 85, 90])
scores_b = NormalDist.from_samples([60, 72, 78, 81, 95])
print(f"{scores_a.overlap(scores_b):.6f}")
for bad in [lambda: a.overlap(3), lambda: NormalDist(0, 0).overlap(a), lambda: a.overlap()]:
    try:
        bad()
    except (TypeError, StatisticsError) as e:
        print(type(e).__name__ + ":", e)
NormalDist(1, 0).overlap(NormalDist(2, 0))

# expect: 0.803505065733 True
# expect: 0.6170750774519738 0.256832360832715
# expect: 1.0 1.0
# expect: 0.754001
# expect: TypeError: Expected another NormalDist instance
# expect: StatisticsError: overlap() not defined when sigma is zero
# expect: TypeError: NormalDist.overlap() missing 1 required positional argument: 'other'
# expect runtime error: statistics.StatisticsError: overlap() not defined when sigma is zero

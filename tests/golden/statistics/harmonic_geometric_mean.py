# statistics.harmonic_mean (with weights; a single item comes back as is; a zero datum makes
# it 0) and statistics.geometric_mean, with CPython 3.11's errors.
import statistics as s

print(s.harmonic_mean([40, 60]), s.harmonic_mean([40, 60], weights=[5, 30]))
# expect: 48.0 56.0
print(s.harmonic_mean([2.5, 3, 10]), s.harmonic_mean([1, 2, 4]), s.harmonic_mean(iter([3, 3])))
# expect: 3.6 1.7142857142857142 3.0
print(s.harmonic_mean([7]), s.harmonic_mean([7.0]), s.harmonic_mean([0, 1]), s.harmonic_mean([0, -1]))
# expect: 7 7.0 0 0
print(s.geometric_mean([54, 24, 36]), s.geometric_mean([1.5, 2]), s.geometric_mean(range(1, 6)))
# expect: 36.000000000000014 1.7320508075688772 2.6051710846973517
for bad in [[], [-1, 2], [0, 1]]:
    try:
        s.geometric_mean(bad)
    except s.StatisticsError as e:
        print(e)
# expect: geometric mean requires a non-empty dataset containing positive numbers
# expect: geometric mean requires a non-empty dataset containing positive numbers
# expect: geometric mean requires a non-empty dataset containing positive numbers
for bad in [[], [-1, 2], [-1]]:
    try:
        s.harmonic_mean(bad)
    except s.StatisticsError as e:
        print(e)
# expect: harmonic_mean requires at least one data point
# expect: harmonic mean does not support negative values
# expect: harmonic mean does not support negative values
try:
    s.harmonic_mean([1, 2], weights=[1])
except s.StatisticsError as e:
    print(e)
# expect: Number of weights does not match data size
try:
    s.harmonic_mean(["x"])
except TypeError as e:
    print(e)
# expect: unsupported type

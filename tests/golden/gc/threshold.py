# get_threshold/set_threshold: unnamed thresholds keep their values; get_count gives three ints.
import gc

print(gc.get_threshold())
gc.set_threshold(100, 5)
print(gc.get_threshold())
gc.set_threshold(700)
print(gc.get_threshold())
gc.set_threshold(700, 10, 10)
count = gc.get_count()
print(type(count).__name__, len(count), all(type(n) is int for n in count))
print(gc.collect(0) >= 0, gc.collect(generation=1) >= 0, gc.collect(2) >= 0)
# expect: (700, 10, 10)
# expect: (100, 5, 10)
# expect: (700, 5, 10)
# expect: tuple 3 True
# expect: True True True

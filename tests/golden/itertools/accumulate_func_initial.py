# accumulate with a lambda and initial=; an empty source gives just the initial value.
import itertools
print(list(itertools.accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(itertools.accumulate([], initial=3)), list(itertools.accumulate([])))
print(list(itertools.accumulate(['a', 'b', 'c'])))
print(list(itertools.islice(itertools.accumulate(itertools.count(1)), 5)))

# expect: [10, 10, 20, 60]
# expect: [3] []
# expect: ['a', 'ab', 'abc']
# expect: [1, 3, 6, 10, 15]

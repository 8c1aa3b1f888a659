# The classic grade table from the bisect docs.
import bisect
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])

# expect: ['F', 'A', 'C', 'C', 'B', 'A', 'A']

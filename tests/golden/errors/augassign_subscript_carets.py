# An augmented assignment to a subscript that fails marks the subscript as CPython 3.11 does
# (~ under the container, ^ under the index), for the load and for the store
import traceback

def show(fn):
    try:
        fn()
    except Exception:
        for line in traceback.format_exc().splitlines()[-3:]:
            print(line)

def count_words():
    counts = {}
    for w in "to be or not".split():
        counts[w] += 1

def bump_tuple():
    t = (1, 2)
    t[0] += 1

def bump_nested():
    grid = [[0, 0]]
    grid[0][5] += 1

show(count_words)
show(bump_tuple)
show(bump_nested)
inventory = {"apples": 3}
inventory["pears"] += 2

# expect:     counts[w] += 1
# expect:     ~~~~~~^^^
# expect: KeyError: 'to'
# expect:     t[0] += 1
# expect:     ~^^^
# expect: TypeError: 'tuple' object does not support item assignment
# expect:     grid[0][5] += 1
# expect:     ~~~~~~~^^^
# expect: IndexError: list index out of range
# expect runtime error: KeyError: 'pears'

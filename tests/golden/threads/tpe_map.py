# Executor.map gives the results in the order of its inputs, over several iterables.
import concurrent.futures


def add(a, b):
    return a + b


with concurrent.futures.ThreadPoolExecutor(max_workers=3) as ex:
    print(list(ex.map(add, [1, 2, 3], [10, 20, 30, 40])))
    print(list(ex.map(str.upper, ["a", "b"])))
# expect: [11, 22, 33]
# expect: ['A', 'B']

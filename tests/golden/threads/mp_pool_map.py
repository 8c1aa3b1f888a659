# multiprocessing.Pool: map, starmap, apply, apply_async, map_async and imap give CPython's
# results in order.
from multiprocessing import Pool


def square(x):
    return x * x


if __name__ == "__main__":
    with Pool(processes=4) as pool:
        print(pool.map(square, range(8)))
        print(pool.starmap(pow, [(2, 5), (3, 3)]))
        print(pool.apply(square, (12,)))
        r = pool.apply_async(square, (9,))
        print(r.get(timeout=5), r.ready(), r.successful())
        print(pool.map_async(square, [1, 2]).get())
        print(list(pool.imap(square, range(4))))
# expect: [0, 1, 4, 9, 16, 25, 36, 49]
# expect: [32, 27]
# expect: 144
# expect: 81 True True
# expect: [1, 4]
# expect: [0, 1, 4, 9]

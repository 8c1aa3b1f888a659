# ProcessPoolExecutor: map and submit give CPython's results (Weft runs the tasks in its
# own process).
from concurrent.futures import ProcessPoolExecutor


def cube(x):
    return x ** 3


if __name__ == "__main__":
    with ProcessPoolExecutor(max_workers=2) as ex:
        print(list(ex.map(cube, range(6))))
        print(ex.submit(cube, 7).result())
# expect: [0, 1, 8, 27, 64, 125]
# expect: 343

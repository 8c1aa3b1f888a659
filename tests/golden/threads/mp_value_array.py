# Value and Array are shared with child processes.
from multiprocessing import Array, Process, Value


def work(total, arr, i):
    with total.get_lock():
        total.value += i
    arr[i] = i * 1.5


if __name__ == "__main__":
    total = Value("i", 0)
    arr = Array("d", 4)
    procs = [Process(target=work, args=(total, arr, i)) for i in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print(total.value, arr[:], len(arr), list(arr))
    nums = Array("i", [1, 2, 3])
    nums[0] = 10
    print(nums[:], nums[-1])
# expect: 6 [0.0, 1.5, 3.0, 4.5] 4 [0.0, 1.5, 3.0, 4.5]
# expect: [10, 2, 3] 3

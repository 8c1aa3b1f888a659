# time.struct_time(sequence, dict=None): 9 to 11 items, tm_zone and tm_gmtoff from the last two
# (or dict, else None); CPython's structseq messages for bad arguments.
import time

st = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(st)
print(st.tm_year, st.tm_zone, st.tm_gmtoff, len(st))
st = time.struct_time([2024, 1, 2, 3, 4, 5, 1, 2, 0, "UTC", 0])
print(st.tm_zone, st.tm_gmtoff, len(st), tuple(st))
print(time.struct_time(range(9)))
print(time.struct_time(range(9), {"tm_zone": "X"}).tm_zone)
print(time.struct_time(sequence=range(9), dict={"tm_gmtoff": 5}).tm_gmtoff)
print(isinstance(st, tuple), st == time.struct_time(tuple(st)), st[:3])
g = time.gmtime(0)
print(g.tm_gmtoff, g == time.struct_time(tuple(g)))
print(time.strftime("%Y-%m-%d %H:%M", time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))))
print(time.struct_time, type(st).__name__)
bad = [((1, 2, 3),), (list(range(12)),), (5,), (), (range(9), 5), (range(9), None, 3)]
for args in bad:
    try:
        time.struct_time(*args)
    except TypeError as e:
        print(e)
for kw in [dict(x=1), dict(sequence=range(9), dict=None, y=2), dict(dict=None)]:
    try:
        time.struct_time(**kw)
    except TypeError as e:
        print(e)
try:
    time.struct_time(range(9), sequence=1)
except TypeError as e:
    print(e)
try:
    time.struct_time(range(9), z=2)
except TypeError as e:
    print(e)
# expect: time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0)
# expect: 2024 None None 9
# expect: UTC 0 9 (2024, 1, 2, 3, 4, 5, 1, 2, 0)
# expect: time.struct_time(tm_year=0, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=6, tm_yday=7, tm_isdst=8)
# expect: X
# expect: 5
# expect: True True (2024, 1, 2)
# expect: 0 True
# expect: 2024-01-02 03:04
# expect: <class 'time.struct_time'> struct_time
# expect: time.struct_time() takes an at least 9-sequence (3-sequence given)
# expect: time.struct_time() takes an at most 11-sequence (12-sequence given)
# expect: constructor requires a sequence
# expect: structseq() missing required argument 'sequence' (pos 1)
# expect: time.struct_time() takes a dict as second arg, if any
# expect: structseq() takes at most 2 arguments (3 given)
# expect: structseq() missing required argument 'sequence' (pos 1)
# expect: structseq() takes at most 2 keyword arguments (3 given)
# expect: structseq() missing required argument 'sequence' (pos 1)
# expect: argument for structseq() given by name ('sequence') and position (1)
# expect: 'z' is an invalid keyword argument for structseq()

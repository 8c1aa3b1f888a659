def ratio(a, b):
    return a / b
def run():
    print(ratio(1, 2))
    print(ratio(1, 0))
run()
# expect: 0.5
# expect stderr:   File "rt_zero_division.py", line 6, in <module>
# expect stderr:   File "rt_zero_division.py", line 5, in run
# expect stderr:   File "rt_zero_division.py", line 2, in ratio
# expect runtime error: ZeroDivisionError: division by zero
# expect stderr:     return a / b
# expect stderr:            ~~^~~

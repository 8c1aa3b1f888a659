# raise e (not a bare raise) adds the raising line in front of the traceback e had.
def inner():
    1 / 0

def outer():
    try:
        inner()
    except ZeroDivisionError as e:
        err = e
    print("handled")
    raise err

outer()
# expect: handled
# expect stderr:   File "tb_raise_instance_again.py", line 13, in <module>
# expect stderr:   File "tb_raise_instance_again.py", line 11, in outer
# expect stderr:   File "tb_raise_instance_again.py", line 7, in outer
# expect stderr:   File "tb_raise_instance_again.py", line 3, in inner
# expect runtime error: ZeroDivisionError: division by zero

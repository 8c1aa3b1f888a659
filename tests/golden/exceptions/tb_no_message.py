# An exception without a message prints its class name alone.
def f():
    raise NotImplementedError
f()
# expect stderr:   File "tb_no_message.py", line 3, in f
# expect runtime error: NotImplementedError

# format_tb from tb.tb_next on: the entries from that frame, limit counted from there.
import traceback, re
def clean(s): return re.sub(r'File "[^"]*/', 'File "', s)
def a(): b()
def b(): c()
def c(): raise ValueError("deep")
try:
    a()
except ValueError as e:
    tb = e.__traceback__
    print([clean(x) for x in traceback.format_tb(tb.tb_next)])
    print([clean(x) for x in traceback.format_tb(tb.tb_next, limit=1)])
    print([clean(x) for x in traceback.format_tb(tb.tb_next, limit=-1)])
    print([clean(x) for x in traceback.format_tb(tb, limit=2)])
    print(clean("".join(traceback.format_tb(tb.tb_next.tb_next.tb_next))))
    print(traceback.format_tb(tb.tb_next.tb_next.tb_next.tb_next))

# expect: ['  File "traceback_tb_next.py", line 4, in a\n    def a(): b()\n             ^^^\n', '  File "traceback_tb_next.py", line 5, in b\n    def b(): c()\n             ^^^\n', '  File "traceback_tb_next.py", line 6, in c\n    def c(): raise ValueError("deep")\n             ^^^^^^^^^^^^^^^^^^^^^^^^\n']
# expect: ['  File "traceback_tb_next.py", line 4, in a\n    def a(): b()\n             ^^^\n']
# expect: ['  File "traceback_tb_next.py", line 6, in c\n    def c(): raise ValueError("deep")\n             ^^^^^^^^^^^^^^^^^^^^^^^^\n']
# expect: ['  File "traceback_tb_next.py", line 8, in <module>\n    a()\n', '  File "traceback_tb_next.py", line 4, in a\n    def a(): b()\n             ^^^\n']
# expect:   File "traceback_tb_next.py", line 6, in c
# expect:     def c(): raise ValueError("deep")
# expect:              ^^^^^^^^^^^^^^^^^^^^^^^^
# expect:
# expect: []

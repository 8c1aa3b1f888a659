# run: host.py
run
bt
p a
c

# run: bp_kernel.py
run
p i
p a
info lanes
c

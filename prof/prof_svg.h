/* prof_svg.h — what the two halves of the profile's SVG share (prof_svg.c: the document, the
 * summary chart and the zoom script; prof_svg_timeline.c: the timeline). */
#ifndef WEFT_PROF_PROF_SVG_H
#define WEFT_PROF_PROF_SVG_H

#include <stdio.h>

#include "prof_internal.h"

#define PROF_SVG_TL_LABEL 100 /* the timeline's lane-name column */
#define PROF_SVG_TL_PLOT 860  /* the timeline's plot width, pixels */
#define PROF_SVG_LANE_H 30
#define PROF_SVG_MIN_W 2.0    /* narrowest bar drawn, pixels: a 2 us kernel in a 30 ms run stays visible */

void prof_svg_text(FILE *f, const char *s); /* s escaped for XML */
/* The timeline from y0 down; returns the y below it. tag: "(modeled, h100)". */
int prof_svg_timeline(FILE *f, Prof *p, int y0, const char *tag);

#endif
